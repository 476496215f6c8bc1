import Photos
import SwiftUI

// The grid matches each asset by `asset.localIdentifier`; the viewer reads the picked asset
// through the item that wraps it (`item.asset.localIdentifier`, of a type declared
// elsewhere): one element. The viewer's backdrop and header come in with the morph; its info
// panel, shown by the app's own `.show(info)` (or hidden by `.hide(!info)`) with `info` off,
// comes later, with `info`.
struct Photos: View {
    @Namespace private var photos
    @State private var assets: [PHAsset] = []
    @State private var selected: AssetItem?
    @State private var info = false

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(assets, id: \.localIdentifier) { asset in
                    if selected?.asset != asset {
                        Color.gray
                            .matchedGeometryEffect(id: asset.localIdentifier, in: photos)
                            .onTapGesture {
                                withAnimation(.spring()) { selected = AssetItem(asset: asset) }
                            }
                    }
                }
            }
            if let selected {
                Color.black.ignoresSafeArea()
                VStack {
                    Text("Today")
                        .show(!info)
                    viewer(selected)
                    Text("Taken in Lisbon")
                        .show(info)
                    Text("Lisbon, Portugal")
                        .hide(!info)
                }
            }
        }
    }

    func viewer(_ item: AssetItem) -> some View {
        Color.gray
            .matchedGeometryEffect(id: item.asset.localIdentifier, in: photos)
    }
}

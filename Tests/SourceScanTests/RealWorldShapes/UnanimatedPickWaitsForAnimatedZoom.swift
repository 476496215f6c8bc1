import SwiftUI

/// The picked tile is set with no animation, but its detail shows only once `zoomed` is
/// set inside withAnimation: the unanimated change alone shows nothing.
struct TileWall: View {
    @Namespace private var wall
    @State private var pickedTile: Int?
    @State private var zoomed = false

    var body: some View {
        ZStack {
            HStack {
                ForEach(0..<3, id: \.self) { tile in
                    Circle()
                        .matchedGeometryEffect(id: tile, in: wall)
                        .onTapGesture {
                            pickedTile = tile
                            withAnimation(.smooth) { zoomed = true }
                        }
                }
            }
            if let pickedTile {
                if zoomed {
                    Circle()
                        .matchedGeometryEffect(id: pickedTile, in: wall)
                        .onTapGesture { withAnimation(.smooth) { zoomed = false } }
                }
            }
        }
    }
}

import SwiftUI

// A logo laid over the opened card after its match is a view of the detail's own: it appears
// with the morph. The same caption over the card in both states is no one-state content. A
// row of the book's data (`if let pages = book.pages`) shows whenever the detail does.
struct Volume: Identifiable {
    let id: Int
    let title: String
    let pages: Int?
}

struct VolumeShelf: View {
    @Namespace private var shelf
    @State private var opened: Volume?
    let volumes: [Volume]

    var body: some View {
        ZStack {
            if let opened {
                VolumeDetail(volume: opened, namespace: shelf)
                    .onTapGesture { withAnimation(.smooth) { self.opened = nil } }
            } else {
                HStack {
                    ForEach(volumes) { volume in
                        RoundedRectangle(cornerRadius: 8)
                            .matchedGeometryEffect(id: volume.id, in: shelf)
                            .overlay(Text("New"))
                            .frame(width: 60, height: 90)
                            .onTapGesture { withAnimation(.smooth) { opened = volume } }
                    }
                }
            }
        }
    }
}

struct VolumeDetail: View {
    let volume: Volume
    var namespace: Namespace.ID

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 16)
                .matchedGeometryEffect(id: volume.id, in: namespace)
                .overlay(Image("logo"))
            VStack {
                HStack {
                    if let pages = volume.pages {
                        Text("\(pages) pages")
                    }
                }
            }
        }
    }
}

// The caption laid over the cover in both states: the same overlay, nothing new appears.
struct CaptionedCover: View {
    @Namespace private var covers
    @State private var big = false

    var body: some View {
        ZStack {
            if big {
                Rectangle()
                    .matchedGeometryEffect(id: "cover", in: covers)
                    .overlay(Text("Cover"))
                    .frame(width: 300, height: 300)
            } else {
                Rectangle()
                    .matchedGeometryEffect(id: "cover", in: covers)
                    .overlay(Text("Cover"))
                    .frame(width: 80, height: 80)
            }
        }
        .onTapGesture { withAnimation { big.toggle() } }
    }
}

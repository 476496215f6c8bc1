import SwiftUI

struct Gadget: Identifiable {
    let id: Int
    let photo: String
    let name: String
}

final class GadgetShelf: ObservableObject {
    @Published var shown: Gadget?
    @Published var showingGadget = false
    @Published var fromFinder = false
    @Published var finding = false
    var gadgets: [Gadget] = []
}

struct GadgetShop: View {
    @Namespace private var hero
    @StateObject private var shelf = GadgetShelf()

    var body: some View {
        ZStack {
            GadgetAisle(shelf: shelf, hero: hero)
            if shelf.finding {
                GadgetFinder(shelf: shelf, hero: hero)
            }
            if let gadget = shelf.shown,
               shelf
                .showingGadget {
                GadgetPage(gadget: gadget, shelf: shelf, hero: hero)
                    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
            }
        }
    }
}

struct GadgetAisle: View {
    @ObservedObject var shelf: GadgetShelf
    var hero: Namespace.ID
    let gadgets: [Gadget] = []

    var body: some View {
        ScrollView {
            ForEach(gadgets) { gadget in
                ZStack {
                    if shelf.showingGadget {
                        Color.clear
                    } else {
                        Image(gadget.photo)
                            .matchedGeometryEffect(id: "\(gadget.id)AISLE", in: hero)
                    }
                }
                .onTapGesture {
                    withAnimation(.easeInOut) {
                        shelf.fromFinder = false
                        shelf.shown = gadget
                        shelf.showingGadget = true
                    }
                }
            }
        }
    }
}

struct GadgetFinder: View {
    @ObservedObject var shelf: GadgetShelf
    var hero: Namespace.ID
    let found: [Gadget] = []

    var body: some View {
        ForEach(found) { gadget in
            ZStack {
                if shelf.showingGadget {
                    Color.clear
                } else {
                    Image(gadget.photo)
                        .matchedGeometryEffect(id: "\(gadget.id)FINDER", in: hero)
                }
            }
            .onTapGesture {
                withAnimation(.easeInOut) {
                    shelf.fromFinder = true
                    shelf.shown = gadget
                    shelf.showingGadget = true
                }
            }
        }
    }
}

struct GadgetPage: View {
    var gadget: Gadget
    @ObservedObject var shelf: GadgetShelf
    var hero: Namespace.ID

    var body: some View {
        VStack {
            Button("Back") {
                withAnimation(.easeInOut) { shelf.showingGadget = false }
            }
            Image(gadget.photo)
                .matchedGeometryEffect(id: "\(gadget.id)\(shelf.fromFinder ? "FINDER" : "AISLE")", in: hero)
            Text(gadget.name)
        }
    }
}

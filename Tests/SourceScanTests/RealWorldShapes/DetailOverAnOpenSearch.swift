import SwiftUI

struct Lamp: Identifiable {
    let id: Int
    let photo: String
}

final class LampStore: ObservableObject {
    @Published var picked: Lamp?
    @Published var showingLamp = false
    @Published var pickedInSearch = false
}

final class LampFinder: ObservableObject {
    @Published var searching = false
}

struct LampShop: View {
    @Namespace private var hero
    @StateObject private var store = LampStore()
    @StateObject private var finder = LampFinder()

    var body: some View {
        ZStack {
            Button("Search") {
                withAnimation(.easeInOut) { finder.searching = true }
            }
            if finder.searching {
                LampSearch(store: store, hero: hero)
            }
            if let lamp = store.picked, store.showingLamp {
                LampPage(lamp: lamp, store: store, hero: hero)
            }
        }
    }
}

struct LampSearch: View {
    @ObservedObject var store: LampStore
    var hero: Namespace.ID
    let results: [Lamp] = []

    var body: some View {
        ForEach(results) { lamp in
            Image(lamp.photo)
                .matchedGeometryEffect(id: "\(lamp.id)SEARCH", in: hero)
                .onTapGesture {
                    withAnimation(.easeInOut) {
                        store.pickedInSearch = true
                        store.picked = lamp
                        store.showingLamp = true
                    }
                }
        }
    }
}

struct LampPage: View {
    var lamp: Lamp
    @ObservedObject var store: LampStore
    var hero: Namespace.ID

    var body: some View {
        Image(lamp.photo)
            .matchedGeometryEffect(id: "\(lamp.id)\(store.pickedInSearch ? "SEARCH" : "GRID")", in: hero)
            .onTapGesture {
                withAnimation(.easeInOut) { store.showingLamp = false }
            }
    }
}

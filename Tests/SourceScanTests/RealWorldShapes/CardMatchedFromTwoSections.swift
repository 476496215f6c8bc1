import SwiftUI

struct Medal: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct BadgeScreen: View {
    @Namespace private var badges
    @State private var picked: Medal?
    let earned: [Medal]
    let locked: [Medal]

    var body: some View {
        ZStack {
            if let badge = picked {
                BadgeDetail(badge: badge)
                    .matchedGeometryEffect(id: badge.id, in: badges)
                    .onTapGesture { withAnimation { picked = nil } }
            } else {
                ScrollView {
                    BadgeSection(badges: earned, picked: $picked, space: badges)
                    BadgeSection(badges: locked, picked: $picked, space: badges)
                }
            }
        }
    }
}

struct BadgeSection: View {
    let badges: [Medal]
    @Binding var picked: Medal?
    let space: Namespace.ID

    var body: some View {
        ForEach(badges) { badge in
            BadgeTile(badge: badge)
                .matchedGeometryEffect(id: badge.id, in: space)
                .onTapGesture { withAnimation { picked = badge } }
        }
    }
}

struct BadgeTile: View {
    let badge: Medal
    var body: some View {
        VStack {
            Image(systemName: "star")
            Text(badge.name)
        }
    }
}

struct BadgeDetail: View {
    let badge: Medal
    var body: some View {
        VStack {
            Image(systemName: "star")
            Text(badge.name)
            Text("Earned for ten flights")
        }
    }
}

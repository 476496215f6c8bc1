import SwiftUI

// The button is the zoom source of "compose", but the sheet zooms from "composer": no source
// has that id, so the sheet slides up instead of growing out of the button.
struct Inbox: View {
    @Namespace private var zoom
    @State private var composing = false

    var body: some View {
        VStack {
            Text("No new mail")
            Button("Write") { composing = true }
                .matchedTransitionSource(id: "compose", in: zoom)
        }
        .sheet(isPresented: $composing) {
            Text("New message")
                .navigationTransition(.zoom(sourceID: "composer", in: zoom))
        }
    }
}

// The same ids spelled alike: the zoom has its source.
struct Outbox: View {
    @Namespace private var zoom
    @State private var composing = false

    var body: some View {
        VStack {
            Text("Nothing to send")
            Button("Write") { composing = true }
                .matchedTransitionSource(id: "compose", in: zoom)
        }
        .sheet(isPresented: $composing) {
            Text("New message")
                .navigationTransition(.zoom(sourceID: "compose", in: zoom))
        }
    }
}

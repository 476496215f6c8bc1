import SwiftUI

// The detail card that holds the matched image also shows a header of its own: its `.opacity`
// transition fades that header in with the morph. A wrapper holding only the matched view
// fades nothing of its own (its transition is the morph's side).
struct BackupScreen: View {
    @Namespace private var backup
    @State private var details = false

    var body: some View {
        ZStack {
            if details {
                BackupCard(backup: backup, details: $details)
                    .transition(.opacity)
            }
            if !details {
                VStack {
                    Image(systemName: "icloud").matchedGeometryEffect(id: "cloud", in: backup)
                }
                .transition(.scale)
            }
        }
        .animation(.snappy, value: details)
    }
}

struct BackupCard: View {
    let backup: Namespace.ID
    @Binding var details: Bool

    var body: some View {
        VStack {
            Text("Backup")
            Image(systemName: "icloud")
                .matchedGeometryEffect(id: "cloud", in: backup)
                .onTapGesture { details = false }
        }
    }
}

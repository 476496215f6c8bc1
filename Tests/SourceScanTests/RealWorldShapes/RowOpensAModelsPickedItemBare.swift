import SwiftUI

final class PeopleModel: ObservableObject {
    @Published var showPopup = false
    @Published var selectedContact: person!
}

// The rows' photos and the popup's photo are one element: the popup reads the item a row
// picks through the model (`people.selectedContact.id`), of a type herocat cannot read
// (`person`, declared elsewhere and named in lowercase). A row opens it bare, a hard cut;
// only the popup's close is animated.
struct ContactsTab: View {
    @Namespace private var photos
    @StateObject private var people = PeopleModel()

    var body: some View {
        Contacts(photos: photos)
            .environmentObject(people)
    }
}

struct Contacts: View {
    @EnvironmentObject var people: PeopleModel
    let photos: Namespace.ID

    var body: some View {
        ScrollView {
            ForEach(sampleContacts) { contact in
                ContactRow(contact: contact, photos: photos)
            }
        }
        .overlay {
            if people.showPopup {
                ContactPopup(photos: photos)
            }
        }
    }
}

struct ContactRow: View {
    @EnvironmentObject var people: PeopleModel
    let contact: person
    let photos: Namespace.ID

    var body: some View {
        Button {
            people.showPopup.toggle()
            people.selectedContact = contact
        } label: {
            if !people.showPopup {
                Image(contact.photo)
                    .matchedGeometryEffect(id: contact.id, in: photos)
            }
        }
    }
}

struct ContactPopup: View {
    @EnvironmentObject var people: PeopleModel
    let photos: Namespace.ID

    var body: some View {
        if people.selectedContact != nil {
            Image(people.selectedContact.photo)
                .matchedGeometryEffect(id: people.selectedContact.id, in: photos)
                .onTapGesture {
                    withAnimation(.smooth) {
                        people.showPopup.toggle()
                        people.selectedContact = nil
                    }
                }
        }
    }
}

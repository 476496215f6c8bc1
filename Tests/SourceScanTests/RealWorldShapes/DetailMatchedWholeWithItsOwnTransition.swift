import SwiftUI

struct PeopleBoard: View {
    let people: [Person]
    @Namespace private var board
    @State private var opened: Person?

    var body: some View {
        ZStack {
            if let person = opened {
                VStack {
                    Image(person.photo)
                        .resizable()
                        .matchedGeometryEffect(id: "\(person.id)-photo", in: board)
                    HStack {
                        Spacer()
                        Button("Close") {
                            withAnimation(.spring) { opened = nil }
                        }
                    }
                    Text(person.biography)
                }
                .matchedGeometryEffect(id: "\(person.id)-card", in: board)
                .transition(.asymmetric(insertion: .scale(scale: 1.2), removal: .opacity))
            } else {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                    ForEach(people) { person in
                        VStack {
                            Image(person.photo)
                                .resizable()
                                .matchedGeometryEffect(id: "\(person.id)-photo", in: board)
                        }
                        .matchedGeometryEffect(id: "\(person.id)-card", in: board)
                        .onTapGesture {
                            withAnimation(.spring) { opened = person }
                        }
                    }
                }
            }
        }
    }
}

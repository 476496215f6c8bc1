import SwiftUI

struct MemberProfile: View {
    @Namespace private var pictures
    @State private var enlarged = false
    @State private var member: Member = .placeholder

    var body: some View {
        ZStack {
            if member != .placeholder {
                if enlarged {
                    enlargedPicture
                } else {
                    profileHeader
                }
            } else {
                loadingHeader
            }
        }
        .task { member = await Member.load() }
    }

    var profileHeader: some View {
        HStack {
            Text(member.name)
                .font(.title2.bold())
            Spacer()
            picture
                .frame(width: 64, height: 64)
        }
    }

    var loadingHeader: some View {
        HStack {
            Text("Member name")
            Spacer()
            picture
                .frame(width: 64, height: 64)
        }
        .redacted(reason: .placeholder)
    }

    var enlargedPicture: some View {
        ZStack {
            Rectangle()
                .fill(.ultraThinMaterial)
                .ignoresSafeArea()
                .onTapGesture {
                    withAnimation(.snappy) { enlarged = false }
                }
            picture
                .frame(width: 280, height: 280)
        }
    }

    var picture: some View {
        Circle()
            .fill(member.tint)
            .matchedGeometryEffect(id: "picture", in: pictures)
            .onTapGesture {
                withAnimation(.snappy) { enlarged.toggle() }
            }
    }
}

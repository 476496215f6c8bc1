import SwiftUI

// The screen reads its router's selection; the grid two views down is handed
// `$router.selected` and sets it in a withAnimation: the detail's own content
// comes in with the morph.
struct GardenScreen: View {
    @Namespace private var garden
    @StateObject private var router = GardenRouter()

    var body: some View {
        ZStack {
            GardenHome(garden: garden, selected: $router.selected)
            if let plant = router.selected {
                PlantPage(garden: garden, plant: plant)
            }
        }
    }
}

struct GardenHome: View {
    let garden: Namespace.ID
    @Binding var selected: Plant?

    var body: some View {
        ScrollView {
            PlantGrid(garden: garden, selected: $selected)
        }
    }
}

struct PlantGrid: View {
    let garden: Namespace.ID
    @Binding var selected: Plant?
    let plants: [Plant] = Plant.all

    var body: some View {
        ForEach(plants) { plant in
            if selected == plant {
                Color.clear
            } else {
                Image(plant.photo)
                    .matchedGeometryEffect(id: plant, in: garden)
                    .onTapGesture { withAnimation { selected = plant } }
            }
        }
    }
}

struct PlantPage: View {
    let garden: Namespace.ID
    let plant: Plant

    var body: some View {
        VStack {
            Image(plant.photo)
                .matchedGeometryEffect(id: plant, in: garden)
            Text("Water twice a week")
        }
    }
}

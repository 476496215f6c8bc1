import SwiftUI

struct GardenList: View {
    let plants: [Plant]
    @Namespace private var garden

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 16) {
                    ForEach(plants) { plant in
                        NavigationLink(destination: PlantDetail(plant: plant)
                            .navigationTransition(.zoom(sourceID: plant.id, in: garden))) {
                            PlantRow(plant: plant)
                                .matchedGeometryEffect(id: plant.id, in: garden)
                        }
                    }
                }
            }
        }
    }
}

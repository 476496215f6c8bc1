struct RecipeCardTransition: View {
    @Namespace private var heroNamespace
    @State private var selectedRecipe: Recipe?
    let recipes: [Recipe]

    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 16)], spacing: 16) {
                    ForEach(recipes) { recipe in
                        VStack(alignment: .leading, spacing: 8) {
                            // Artwork: own ID — grows independently
                            RoundedRectangle(cornerRadius: 12)
                                .fill(recipe.color.gradient)
                                .frame(height: 120)
                                .overlay {
                                    Image(systemName: recipe.icon)
                                        .font(.largeTitle)
                                        .foregroundStyle(.white)
                                }
                                .matchedGeometryEffect(id: "\(recipe.id)-artwork", in: heroNamespace)

                            // Title: own ID — repositions without warping
                            Text(recipe.title)
                                .font(.headline)
                                .matchedGeometryEffect(id: "\(recipe.id)-title", in: heroNamespace)

                            // Duration: own ID — slides into new position
                            Text("\(recipe.duration) min")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .matchedGeometryEffect(id: "\(recipe.id)-duration", in: heroNamespace)
                        }
                        .onTapGesture {
                            selectedRecipe = recipe
                        }
                    }
                }
                .padding()
            }
            .opacity(selectedRecipe == nil ? 1 : 0)

            if let recipe = selectedRecipe {
                VStack(spacing: 16) {
                    // Artwork: same ID — interpolates from grid thumbnail to hero
                    RoundedRectangle(cornerRadius: 16)
                        .fill(recipe.color.gradient)
                        .frame(height: 300)
                        .overlay {
                            Image(systemName: recipe.icon)
                                .font(.system(size: 64))
                                .foregroundStyle(.white)
                        }
                        .matchedGeometryEffect(id: "\(recipe.id)-artwork", in: heroNamespace)

                    // Title: same ID — moves from card to detail position
                    Text(recipe.title)
                        .font(.largeTitle.bold())
                        .matchedGeometryEffect(id: "\(recipe.id)-title", in: heroNamespace)

                    // Duration: same ID — repositions independently
                    Text("\(recipe.duration) min")
                        .font(.body)
                        .foregroundStyle(.secondary)
                        .matchedGeometryEffect(id: "\(recipe.id)-duration", in: heroNamespace)

                    // Controls that only exist in the detail view — fade in
                    VStack(spacing: 12) {
                        Text("Preheat oven to 180C. Mix flour and sugar...")
                            .font(.body)
                            .foregroundStyle(.secondary)

                        Button("Start Cooking") {
                            // action
                        }
                        .buttonStyle(.borderedProminent)
                    }
                    .transition(.opacity.animation(.smooth.delay(0.15)))

                    Spacer()
                }
                .padding()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.background)
                .onTapGesture { selectedRecipe = nil }
            }
        }
        .animation(.smooth(duration: 0.45), value: selectedRecipe)
    }
}

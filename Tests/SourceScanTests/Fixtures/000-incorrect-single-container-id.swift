struct RecipeCardTransition: View {
    @Namespace private var heroNamespace
    @State private var selectedRecipe: Recipe?
    let recipes: [Recipe]

    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 16)], spacing: 16) {
                    ForEach(recipes) { recipe in
                        // Only the outer container is matched — every child
                        // (image, title, subtitle) warps inside one rectangle
                        VStack(alignment: .leading, spacing: 8) {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(recipe.color.gradient)
                                .frame(height: 120)
                                .overlay {
                                    Image(systemName: recipe.icon)
                                        .font(.largeTitle)
                                        .foregroundStyle(.white)
                                }

                            Text(recipe.title)
                                .font(.headline)

                            Text("\(recipe.duration) min")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        // Single ID on the whole card — blob morph
                        .matchedGeometryEffect(id: recipe.id, in: heroNamespace)
                        .onTapGesture {
                            selectedRecipe = recipe
                        }
                    }
                }
                .padding()
            }

            if let recipe = selectedRecipe {
                VStack(spacing: 16) {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(recipe.color.gradient)
                        .frame(height: 300)
                        .overlay {
                            Image(systemName: recipe.icon)
                                .font(.system(size: 64))
                                .foregroundStyle(.white)
                        }

                    Text(recipe.title)
                        .font(.largeTitle.bold())

                    Text("\(recipe.duration) min")
                        .font(.body)
                        .foregroundStyle(.secondary)

                    Spacer()
                }
                .padding()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.background)
                // Single ID — the entire detail morphs as one stretched rectangle
                .matchedGeometryEffect(id: recipe.id, in: heroNamespace)
                .onTapGesture { selectedRecipe = nil }
            }
        }
        .animation(.smooth(duration: 0.45), value: selectedRecipe)
    }
}

import SDLViews

/// Every sample the launcher shows, in list order.
@MainActor
enum SampleCatalog {
    static let all: [Sample] = [
        Sample(name: "hierarchy", title: "View hierarchy and tags",
               summary: "Nested views, subview order, viewWithTag and bringSubviewToFront",
               make: { HierarchySampleViewController() }),
        Sample(name: "transforms", title: "Transforms",
               summary: "The seed's 45° rotation, scaling, and a perspective rotation",
               make: { TransformsSampleViewController() }),
        Sample(name: "clipping", title: "Clipping",
               summary: "clipsToBounds on straight and rotated parents",
               make: { ClippingSampleViewController() }),
        Sample(name: "alpha", title: "Alpha and hidden",
               summary: "Per-view alpha, group opacity and hidden views; tap to toggle",
               make: { AlphaSampleViewController() }),
    ]

    static func sample(named name: String) -> Sample? { all.first { $0.name == name } }
}

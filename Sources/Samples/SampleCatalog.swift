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
        Sample(name: "fades", title: "Fades (Listings 4-1 to 4-4)",
               summary: "Cross-fade and fade-out-wait-fade-in, with blocks and with begin/commit",
               make: { FadeSampleViewController() }),
        Sample(name: "nested", title: "Nested animations (Listing 4-5)",
               summary: "Inherited and overridden duration and curve, autoreverse with repeat count 2.5",
               make: { NestedAnimationSampleViewController() }),
        Sample(name: "counter-rotation", title: "View and layer animations (Listing 4-9)",
               summary: "A view turns a full circle while its layer counter-rotates with a value function",
               make: { CounterRotationSampleViewController() }),
        Sample(name: "curves", title: "Animation curves",
               summary: "Linear, ease-in, ease-out and ease-in-out side by side",
               make: { CurvesSampleViewController() }),
        Sample(name: "springs", title: "Spring playground",
               summary: "UIView springs by damping ratio and a CASpringAnimation",
               make: { SpringSampleViewController() }),
        Sample(name: "keyframes", title: "Keyframes",
               summary: "animateKeyframes: a square runs round a rectangle",
               make: { KeyframesSampleViewController() }),
        Sample(name: "scrubbing", title: "Property animator scrubbing",
               summary: "Drag to set fractionComplete of a paused UIViewPropertyAnimator; a CADisplayLink shows it",
               make: { ScrubbingSampleViewController() }),
        Sample(name: "notes", title: "Page curl (Listings 4-6, 4-7)",
               summary: "A notes page swapped for an empty one with a curl up, block and begin/commit",
               make: { NotesTransitionSampleViewController() }),
        Sample(name: "flip", title: "Flip between views (Listing 4-8)",
               summary: "transition(from:to:) flipping a primary and a secondary view",
               make: { FlipTransitionSampleViewController() }),
        Sample(name: "transition-gallery", title: "Transition gallery",
               summary: "Every transition with a chosen duration and curve, and slow motion",
               make: { TransitionGallerySampleViewController() }),
    ]

    static func sample(named name: String) -> Sample? { all.first { $0.name == name } }
}

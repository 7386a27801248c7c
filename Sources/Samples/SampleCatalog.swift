import SDLViews

/// Every sample the launcher shows, in list order.
@MainActor
enum SampleCatalog {
    static let all: [Sample] = [
        Sample(
            name: "hierarchy", title: "View hierarchy and tags",
            summary: "Nested views, subview order, viewWithTag and bringSubviewToFront",
            make: { HierarchySampleViewController() }),
        Sample(
            name: "transforms", title: "Transforms",
            summary: "The seed's 45° rotation, scaling, and a perspective rotation",
            make: { TransformsSampleViewController() }),
        Sample(
            name: "filters", title: "Filtering and edges",
            summary: "magnificationFilter .linear / .nearest, minificationFilter .trilinear, edge anti-aliasing masks",
            make: { FiltersSampleViewController() }),
        Sample(
            name: "clipping", title: "Clipping",
            summary: "clipsToBounds on straight and rotated parents",
            make: { ClippingSampleViewController() }),
        Sample(
            name: "alpha", title: "Alpha and hidden",
            summary: "Per-view alpha, group opacity and hidden views; tap to toggle",
            make: { AlphaSampleViewController() }),
        Sample(
            name: "fades", title: "Fades (Listings 4-1 to 4-4)",
            summary: "Cross-fade and fade-out-wait-fade-in, with blocks and with begin/commit",
            make: { FadeSampleViewController() }),
        Sample(
            name: "nested", title: "Nested animations (Listing 4-5)",
            summary: "Inherited and overridden duration and curve, autoreverse with repeat count 2.5",
            make: { NestedAnimationSampleViewController() }),
        Sample(
            name: "counter-rotation", title: "View and layer animations (Listing 4-9)",
            summary: "A view turns a full circle while its layer counter-rotates with a value function",
            make: { CounterRotationSampleViewController() }),
        Sample(
            name: "curves", title: "Animation curves",
            summary: "Linear, ease-in, ease-out and ease-in-out side by side",
            make: { CurvesSampleViewController() }),
        Sample(
            name: "springs", title: "Spring playground",
            summary: "UIView springs by damping ratio and a CASpringAnimation",
            make: { SpringSampleViewController() }),
        Sample(
            name: "keyframes", title: "Keyframes",
            summary: "animateKeyframes: a square runs round a rectangle",
            make: { KeyframesSampleViewController() }),
        Sample(
            name: "scrubbing", title: "Property animator scrubbing",
            summary: "Drag to set fractionComplete of a paused UIViewPropertyAnimator; a CADisplayLink shows it",
            make: { ScrubbingSampleViewController() }),
        Sample(
            name: "notes", title: "Page curl (Listings 4-6, 4-7)",
            summary: "A notes page swapped for an empty one with a curl up, block and begin/commit",
            make: { NotesTransitionSampleViewController() }),
        Sample(
            name: "flip", title: "Flip between views (Listing 4-8)",
            summary: "transition(from:to:) flipping a primary and a secondary view",
            make: { FlipTransitionSampleViewController() }),
        Sample(
            name: "transition-gallery", title: "Transition gallery",
            summary: "Every transition with a chosen duration and curve, and slow motion",
            make: { TransitionGallerySampleViewController() }),
        Sample(
            name: "draw-border", title: "Custom drawing (Listing 3-4)",
            summary: "draw(_:) draws a red 10-point border; moving never redraws",
            make: { BorderDrawingSampleViewController() }),
        Sample(
            name: "nine-slice", title: "Nine-slice buttons",
            summary: "One game panel PNG with cap insets at several sizes, stretched and tiled",
            make: { NineSliceSampleViewController() }),
        Sample(
            name: "painter", title: "Partial redraw painter",
            summary: "Drag to paint: setNeedsDisplay(_:) redraws and uploads only a small rectangle",
            make: { PainterSampleViewController() }),
        Sample(
            name: "custom-layer", title: "Custom layer (Listing 3-2)",
            summary: "A CALayer showing an image, sized to it and centred in the view's layer",
            make: { CustomLayerSampleViewController() }),
        Sample(
            name: "layer-gallery", title: "Layer gallery",
            summary: "Corners, borders, blurred shadows, gradients, shapes with an animated strokeEnd, masks, text",
            make: { LayerGallerySampleViewController() }),
        Sample(
            name: "tiled-canvas", title: "Tiled canvas (CATiledLayer)",
            summary: "Drag or scroll to pan 20000×20000 points; only visible tiles are drawn, on demand",
            make: { TiledCanvasSampleViewController() }),
        Sample(
            name: "map", title: "Zoomable map (UIScrollView)",
            summary: "Pan with drag, wheel or keys; pinch (Alt-drag) or double-tap to zoom; bounces at the edges",
            make: { MapSampleViewController() }),
        Sample(
            name: "pager", title: "Pager (paging scroll view)",
            summary: "isPagingEnabled: flick or drag past halfway to turn a page; buttons scroll animated",
            make: { PagerSampleViewController() }),
        Sample(
            name: "settings-table", title: "Settings table (UITableView)",
            summary: "Inset grouped settings with disclosure and switch rows, pushing choice lists",
            make: { SettingsTableSampleViewController() }),
        Sample(
            name: "settings-list", title: "Settings list (collection view list)",
            summary: "List layout with outline sections, accessories and pull-to-refresh",
            make: { SettingsListSampleViewController() }),
        Sample(
            name: "save-slots", title: "Save slots (table editing)",
            summary: "Edit deletes and reorders slots; swipe left to delete, right to favourite",
            make: { SaveSlotsSampleViewController() }),
        Sample(
            name: "quest-log", title: "Quest log (large titles, toolbar)",
            summary: "A large title that collapses as the list scrolls; toolbar items that change with each screen",
            make: { QuestLogSampleViewController() }),
        Sample(
            name: "log-console", title: "Log console (100,000 rows)",
            summary: "A plain table appending lines at a steady rate, following them while at the bottom",
            make: { LogConsoleSampleViewController() }),
        Sample(
            name: "inventory-grid", title: "Inventory grid (compositional layout)",
            summary: "A paging shelf of featured items over a grid with a pinned header, from a diffable data source",
            make: { InventoryGridSampleViewController() }),
        Sample(
            name: "content-modes", title: "Content modes",
            summary: "All 13 UIView content modes side by side on the same image",
            make: { ContentModeSampleViewController() }),
        Sample(
            name: "drawing", title: "Drawing primitives",
            summary:
                "CGContext and UIBezierPath in draw(_:): lines, curves, fill rules, clips, gradients, blend modes, shadows, images, text",
            make: { DrawingPrimitivesSampleViewController() }),
        Sample(
            name: "print", title: "Print to PDF",
            summary:
                "Prints a view hierarchy to a vector PDF and a PNG in a new temporary folder; views draw their print version",
            make: { PrintSampleViewController() }),
        Sample(
            name: "touches", title: "Multi-touch visualizer",
            summary: "A spot per touch with its coordinates; Alt-drag adds a mirrored finger",
            make: { TouchVisualizerSampleViewController() }),
        Sample(
            name: "gestures", title: "Gesture playground",
            summary: "Pan, pinch and rotate a card; tap, double-tap, swipe away, long-press for a menu",
            make: { GesturePlaygroundSampleViewController() }),
        Sample(
            name: "hit-test", title: "Hit-test inspector",
            summary: "Click anywhere: the hit view is outlined and its responder chain listed",
            make: { HitTestInspectorSampleViewController() }),
        Sample(
            name: "buttons", title: "Buttons",
            summary: "UIButton in every state: system, custom, image and title, alignment",
            make: { ButtonsSampleViewController() }),
        Sample(
            name: "button-configurations", title: "Button configurations and menus",
            summary: "UIButton(configuration:) styles with symbols, a menu button, a pop-up button and a context menu",
            make: { ButtonConfigurationsSampleViewController() }),
        Sample(
            name: "sheets-search", title: "Sheets and search",
            summary: "A sheet with detents and a grabber over a list that a search controller filters",
            make: { SheetsAndSearchSampleViewController() }),
        Sample(
            name: "keyboard", title: "Keyboard shortcuts",
            summary: "UIKeyCommand along the responder chain and a UIKeyInput text field",
            make: { KeyboardSampleViewController() }),
        Sample(
            name: "name-entry", title: "Name entry",
            summary: "UITextField: a length-limited name, a secure password, clear button, Tab and Return",
            make: { NameEntrySampleViewController() }),
        Sample(
            name: "chat", title: "Chat console",
            summary: "A read-only UITextView log that follows new lines, fed by a text field",
            make: { ChatConsoleSampleViewController() }),
        Sample(
            name: "ime", title: "IME composition",
            summary: "Input-method text shown underlined in place, candidate window at the caret",
            make: { IMEDemoSampleViewController() }),
        Sample(
            name: "autoresizing", title: "Autoresizing playground",
            summary: "Drag the corner to resize a container; each child follows its autoresizing mask",
            make: { AutoresizingSampleViewController() }),
        Sample(
            name: "constraints-form", title: "Constraints form",
            summary: "An Auto Layout form that reflows (labels beside or above fields) as the window resizes",
            make: { ConstraintsFormSampleViewController() }),
        Sample(
            name: "pause-menu", title: "Pause menu (stacks)",
            summary: "Nested UIStackViews over a dimmed scene; Options collapses its row with an animation",
            make: { PauseMenuSampleViewController() }),
        Sample(
            name: "options", title: "Options screen",
            summary:
                "Volume sliders, subtitles switch, difficulty segments, a stepper, progress, spinner and page dots",
            make: { OptionsSampleViewController() }),
        Sample(
            name: "priorities", title: "Hugging vs compression",
            summary: "Bars breathe in width; content priorities decide which chip stretches or shrinks",
            make: { PrioritiesSampleViewController() }),
        Sample(
            name: "game-menu", title: "Game menu (view controllers)",
            summary: "Title → menu → level grid or settings with push/pop, a quit alert and a card presentation",
            make: { GameMenuSampleViewController() }),
        Sample(
            name: "attributed-text", title: "Attributed text",
            summary: "Mixed fonts, colours, underlines, shadows and images in one label; paragraph styles; shrinking labels",
            make: { AttributedTextSampleViewController() }),
        Sample(
            name: "languages", title: "Languages",
            summary: "A main menu in English, Arabic, Hebrew, Hindi, Thai, Japanese and Chinese from .lproj tables, switched live",
            make: { LanguagesSampleViewController() }),
        Sample(
            name: "shooter", title: "Game with a HUD (SDLRenderView)",
            summary:
                "The sdl-game shooter drawn with SDL calls in a render view, its HUD, pause menu and inventory on top",
            make: { ShooterSampleViewController() }),
        Sample(
            name: "interface-builder", title: "Interface Builder files",
            summary: "A settings screen and a HUD from .xib files, a storyboard with a segue; hot reload",
            make: { InterfaceBuilderSampleViewController() }),
        Sample(
            name: "robustness", title: "Robustness",
            summary: "A 3,000-deep chain, a million-instance replicator, extreme values, a corrupt PNG, card churn",
            make: { RobustnessSampleViewController() }),
        Sample(
            name: "controller-lab", title: "Controller lab",
            summary: "Every control by D-pad and keys, haptics on the pad's rumble, the on-screen keyboard, button prompts",
            make: { ControllerLabSampleViewController() }),
        Sample(
            name: "traits", title: "Dark mode and Dynamic Type",
            summary: "System and dynamic colours, size classes, text styles that follow F2 (dark) and F3/F4 (text size)",
            make: { TraitsSampleViewController() }),
        Sample(
            name: "bidi-editing", title: "Editing mixed directions",
            summary: "Fields and a text view in English, Hebrew and Arabic: visual arrows, split selections, natural alignment",
            make: { BidiEditingSampleViewController() }),
    ]

    static func sample(named name: String) -> Sample? { all.first { $0.name == name } }
}

import SDLViews

/// One entry of the launcher: a name for the command line, a title and a line
/// of explanation for the list, and the view controller that shows it.
@MainActor
struct Sample {
    let name: String
    let title: String
    let summary: String
    let make: () -> UIViewController
}

/// Why `printToPDF` / `printToPNG` could not print.
public enum UIViewPrintingError: Error, Equatable {
    /// The view has no area (zero, negative or non-finite bounds).
    case emptyView
}

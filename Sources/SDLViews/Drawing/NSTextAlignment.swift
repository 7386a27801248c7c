import Foundation

/// How lines of text sit horizontally in their box, as UIKit's `NSTextAlignment`
/// (same cases and iOS raw values).
///
/// Differences from UIKit: there is no right-to-left support, so `.natural` always
/// means `.left`; `.justified` is drawn as `.left` (lines are not stretched).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

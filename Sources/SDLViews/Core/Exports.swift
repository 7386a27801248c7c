// `import UIKit` brings CoreGraphics' CGFloat, CGPoint, CGSize and CGRect with
// it; here they come from Foundation, so `import SDLViews` brings Foundation.
@_exported import Foundation

import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Counts deinitializers run (touched only on the main thread in these tests).
final class DeinitCounter: @unchecked Sendable {
    var count = 0
}

/// A view with the plain cleanup `deinit` UIKit code writes.
final class CleanupView: UIView {
    let counter: DeinitCounter
    init(counter: DeinitCounter) {
        self.counter = counter
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { nil }
    deinit { counter.count += 1 }
}

/// Behaviours where SDLViews differed from UIKit (issue 14), each checked
/// against UIKit's documented or observed values.
@MainActor
@Suite struct UIKitFidelityTests {
    // MARK: deinit

    @Test func subclassDeinitRunsAndSubviewsLetGoOfTheirSuperview() {
        let counter = DeinitCounter()
        let child = UIView()
        var parent: CleanupView? = CleanupView(counter: counter)
        parent!.addSubview(child)
        #expect(child.superview === parent)
        parent = nil
        #expect(counter.count == 1)
        #expect(child.superview == nil)
    }

    // MARK: Colour animations in view blocks

    private func colorHalfway(from start: UIColor, to end: UIColor, border: Bool = false) throws -> CGColor? {
        let (screen, view) = try AnimationScene.make()
        if border { view.layer.borderColor = start.cgColor } else { view.backgroundColor = start }
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                if border { view.layer.borderColor = end.cgColor } else { view.backgroundColor = end }
            })
        screen.advance(by: 0.5)
        let presented = view.layer.presentation()
        return border ? presented?.borderColor : presented?.backgroundColor
    }

    private func expectColor(
        _ color: CGColor?, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let c = color ?? CGColor(red: -1, green: -1, blue: -1, alpha: -1)
        let close =
            abs(c.red - r) < 1e-6 && abs(c.green - g) < 1e-6 && abs(c.blue - b) < 1e-6 && abs(c.alpha - a) < 1e-6
        #expect(close, "\(String(describing: color)) is not (\(r), \(g), \(b), \(a))", sourceLocation: sourceLocation)
    }

    @Test func blackToWhiteIsGreyHalfway() throws {
        expectColor(try colorHalfway(from: .black, to: .white), 0.5, 0.5, 0.5, 1)
    }

    @Test func clearToRedIsHalfRedHalfway() throws {
        expectColor(try colorHalfway(from: .clear, to: .red), 0.5, 0, 0, 0.5)
    }

    @Test func redToBlueIsPurpleHalfway() throws {
        expectColor(try colorHalfway(from: .red, to: .blue), 0.5, 0, 0.5, 1)
    }

    @Test func borderColorAnimatesInABlock() throws {
        expectColor(try colorHalfway(from: .black, to: .white, border: true), 0.5, 0.5, 0.5, 1)
    }

    // MARK: beginFromCurrentState

    @Test func beginFromCurrentStateStartsWhereTheViewIsOnScreen() throws {
        let (screen, view) = try AnimationScene.make()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 100 })
        screen.advance(by: 0.7)
        #expect(abs(AnimationScene.x(view) - 70) < 1e-6)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
            animations: { view.center.x = -100 })
        #expect(abs(AnimationScene.x(view) - 70) < 1e-6)
        screen.advance(by: 0.1)
        #expect(abs(AnimationScene.x(view) - 53) < 1e-6)
        screen.advance(by: 0.9)
        #expect(abs(AnimationScene.x(view) + 100) < 1e-6)
    }

    // MARK: frame with a transform

    @Test func frameOnAScaledViewSetsBoundsThroughTheInverseTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 20, y: 30, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 70, y: 80))
    }

    @Test func frameOnARotatedLayerKeepsItsBoxAndSwapsTheSides() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 80)
        #expect(abs(layer.bounds.width - 80) < 1e-9 && abs(layer.bounds.height - 40) < 1e-9)
        let frame = layer.frame
        #expect(abs(frame.minX - 10) < 1e-9 && abs(frame.minY - 20) < 1e-9)
        #expect(abs(frame.width - 40) < 1e-9 && abs(frame.height - 80) < 1e-9)
    }

    // MARK: Completion order

    @Test func completionsEndingInOneFrameRunInTheOrderTheAnimationsWereAdded() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        var generator = SeededGenerator(seed: 14)
        let views = (0..<64).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        views.forEach { screen.window.addSubview($0) }
        screen.advance(by: 0.1)
        let order = Array(0..<views.count).shuffled(using: &generator)
        var completed: [Int] = []
        for index in order {
            UIView.animate(
                withDuration: 0.5, animations: { views[index].center.x = 50 },
                completion: { _ in completed.append(index) })
        }
        let layerOrder = Array(0..<views.count).shuffled(using: &generator)
        var stopped: [Int] = []
        for index in layerOrder {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 0.5
            animation.completion = { _ in stopped.append(index) }
            views[index].layer.add(animation, forKey: "fade")
        }
        screen.advance(by: 0.6)
        #expect(completed == order)
        #expect(stopped == layerOrder)
    }
}

/// A view a coder-based subclass builds as UIKit code does.
final class CoderBuiltView: UIView {
    var configured = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        configured = true
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configured = true
    }
}

/// A view controller written as UIKit code writes them.
final class NibStyleViewController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        name = "coded"
        super.init(coder: coder)
    }
}

/// A responder that can take the keyboard, optionally refusing to give it up.
final class EditingView: UIView {
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
}

/// A begin/commit delegate with UIKit's did-stop shape only.
final class UIKitShapedAnimationDelegate: UIViewAnimationDelegate {
    var stops: [(String?, Bool?)] = []
    func animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?) {
        stops.append((animationID, finished?.boolValue))
    }
}

final class LegacyAppDelegate: UIApplicationDelegate {
    var calls: [String] = []
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        calls.append("will")
        return true
    }
    func applicationDidFinishLaunching(_ application: UIApplication) { calls.append("didFinishLaunching") }
}

final class ModernAppDelegate: UIApplicationDelegate {
    var calls: [String] = []
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        calls.append("didFinishLaunchingWithOptions")
        return true
    }
    func applicationDidFinishLaunching(_ application: UIApplication) { calls.append("didFinishLaunching") }
}

/// A layer whose layout passes are counted.
final class LayoutCountingLayer: CALayer {
    var layouts = 0
    override func layoutSublayers() { layouts += 1; super.layoutSublayers() }
}

/// A view whose layout passes are counted.
final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

@MainActor
@Suite struct UIKitFidelityAPITests {
    @Test func coderInitializerIsDesignatedAndSetsUpLikeFrameZero() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let view = try #require(CoderBuiltView(coder: unarchiver))
        #expect(view.configured)
        #expect(view.frame == .zero)
        #expect(view.layer.delegate === view)
        let label = try #require(UILabel(coder: unarchiver))
        #expect(!label.isUserInteractionEnabled, "UILabel's own set-up ran")
        let controller = try #require(NibStyleViewController(coder: unarchiver))
        #expect(controller.name == "coded")
        #expect(NibStyleViewController(name: "x").nibName == nil)
        #expect(UIViewController(nibName: "Main", bundle: nil).nibName == "Main")
    }

    @Test func viewsAreOpaqueByDefaultWithoutChangingHowTheyDraw() throws {
        let view = UIView()
        #expect(view.isOpaque)
        #expect(!view.layer.isOpaque, "the default is only a hint: drawing keeps its alpha")
        view.isOpaque = false
        #expect(!view.isOpaque)
    }

    @Test func addingASublayerAsksForLayout() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        screen.window.addSubview(view)
        screen.runFrame()
        let before = view.layouts
        view.layer.addSublayer(CALayer())
        #expect(view.layer.needsLayout())
        screen.runFrame()
        #expect(view.layouts == before + 1)
        let layer = LayoutCountingLayer()
        layer.addSublayer(CALayer())
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.layouts == 1)
    }

    @Test func modifyAnimationsRepeatsInsideTheBlockAndTheBlockWaits() throws {
        let (screen, view) = try AnimationScene.make()
        var completions: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.center.x = 100 }
            }, completion: { completions.append($0) })
        screen.advance(by: 0.5)
        #expect(abs(AnimationScene.x(view) - 50) < 1e-6)
        screen.advance(by: 1)  // 1.5 s: halfway back
        #expect(abs(AnimationScene.x(view) - 50) < 1e-6)
        screen.advance(by: 0.75)  // 2.25 s: second repetition, a quarter forward
        #expect(abs(AnimationScene.x(view) - 25) < 1e-6)
        #expect(completions.isEmpty)
        screen.advance(by: 2)
        #expect(completions == [true])
        #expect(AnimationScene.x(view) == 100)
    }

    @Test func endEditingResignsTheFirstResponderInsideTheView() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let field = EditingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let outside = UIView()
        screen.window.addSubview(container)
        screen.window.addSubview(outside)
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(outside.endEditing(false), "nothing to resign there")
        #expect(field.isFirstResponder)
        field.refusesToResign = true
        #expect(!container.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder)
        field.refusesToResign = false
        #expect(field.becomeFirstResponder())
        #expect(screen.window.endEditing(false))
        #expect(!field.isFirstResponder)
    }

    @Test func beginCommitDelegateWithUIKitsDidStopShapeIsCalled() throws {
        let (screen, view) = try AnimationScene.make()
        let delegate = UIKitShapedAnimationDelegate()
        UIView.beginAnimations("slide", context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationDelegate(delegate)
        view.center.x = 40
        UIView.commitAnimations()
        screen.advance(by: 0.6)
        #expect(delegate.stops.count == 1)
        #expect(delegate.stops.first?.0 == "slide")
        #expect(delegate.stops.first?.1 == true)
    }

    @Test func applicationDidFinishLaunchingIsCalledOnlyWithoutTheOptionsVariant() {
        let legacy = LegacyAppDelegate()
        #expect(UIApplication.shared.launch(legacy))
        #expect(legacy.calls == ["will", "didFinishLaunching"])
        let modern = ModernAppDelegate()
        #expect(UIApplication.shared.launch(modern))
        #expect(modern.calls == ["didFinishLaunchingWithOptions"])
        UIApplication.shared.delegate = nil
    }
}

/// A renderer that writes a header on each page, as UIKit apps subclass it.
final class HeaderRenderer: UIPrintPageRenderer {
    var headers: [Int] = []
    override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
        headers.append(pageIndex)
        UIColor.red.setFill()
        UIBezierPath(rect: headerRect).fill()
    }
}

@MainActor
@Suite struct PrintingAPITests {
    /// The formatter holds its view weakly, as the tests' callers keep it.
    private let tall: UIView = {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 576, height: 1500))
        view.backgroundColor = .blue
        return view
    }()

    private func tallView() -> UIView { tall }

    private func temporaryURL(_ name: String) -> URL {
        TestScratch.url(name)
    }

    @Test func pageCountIsAPropertyOnceTheFormatterIsInARenderer() {
        let formatter = tallView().viewPrintFormatter()
        #expect(formatter.pageCount == 0)
        let renderer = HeaderRenderer()
        renderer.headerHeight = 36
        renderer.addPrintFormatter(formatter, startingAtPageAt: 1)
        // Letter paper, 18-point margins, a 36-point header: 720 points of content a page.
        #expect(formatter.pageCount == 3)
        #expect(renderer.numberOfPages == 4)
        #expect(renderer.printFormatters(forPageAt: 0) == nil)
        #expect(renderer.printFormatters(forPageAt: 3)?.count == 1)
        #expect(formatter.rect(forPage: 1) == CGRect(x: 18, y: 54, width: 576, height: 720))
        formatter.removeFromPrintPageRenderer()
        #expect(renderer.printFormatters == nil && formatter.pageCount == 0)
    }

    @Test func interactionControllerPrintsTheRendererToAPDFAndCompletes() throws {
        let controller = UIPrintInteractionController()
        let renderer = HeaderRenderer()
        renderer.headerHeight = 36
        renderer.addPrintFormatter(tallView().viewPrintFormatter(), startingAtPageAt: 0)
        controller.printPageRenderer = renderer
        let url = temporaryURL("job.pdf")
        controller.outputURL = url
        var result: (UIPrintInteractionController, Bool, Error?)?
        let presented = controller.present(animated: true) { printed, completed, error in
            result = (printed, completed, error)
        }
        #expect(presented)
        #expect(result?.0 === controller && result?.1 == true && result?.2 == nil)
        #expect(renderer.headers == [0, 1, 2])
        #expect(controller.printedURL == url)
        #expect(PDFInspector.pageCount(String(decoding: try Data(contentsOf: url), as: UTF8.self)) == 3)
    }

    @Test func interactionControllerWithoutADestinationWritesANewTemporaryFile() throws {
        let controller = UIPrintInteractionController()
        let info = UIPrintInfo.printInfo()
        info.jobName = "Report 1"
        controller.printInfo = info
        controller.printFormatter = tallView().viewPrintFormatter()
        #expect(controller.present(animated: false))
        let url = try #require(controller.printedURL)
        #expect(url.lastPathComponent.hasPrefix("Report_1-"))
        #expect(FileManager.default.fileExists(atPath: url.path))
        try? FileManager.default.removeItem(at: url)
    }

    @Test func nothingToPrintCompletesWithAnError() {
        let controller = UIPrintInteractionController()
        controller.outputURL = temporaryURL("none.pdf")
        var error: Error?, completed: Bool?
        let presented = controller.present(animated: true) { _, done, e in
            completed = done; error = e
        }
        #expect(!presented && completed == false)
        #expect((error as? UIPrintError)?.code == UIPrintError.noContent)
        controller.printingItem = "not an image"
        let presentedAgain = controller.present(animated: true) { _, _, e in error = e }
        #expect(!presentedAgain)
        #expect((error as? UIPrintError)?.code == UIPrintError.unknownImageFormat)
    }

    @Test func imagesPrintOnePerPage() throws {
        let controller = UIPrintInteractionController()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
        controller.printingItems = [image, image]
        let url = temporaryURL("images.pdf")
        controller.outputURL = url
        #expect(controller.present(animated: false))
        #expect(PDFInspector.pageCount(String(decoding: try Data(contentsOf: url), as: UTF8.self)) == 2)
    }
}

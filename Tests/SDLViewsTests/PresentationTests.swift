import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// present/dismiss: UIKit's lifecycle orders, styles, goldens mid-transition, refusals.
@MainActor
@Suite struct PresentationTests {
    private func presenterOnScreen(
        _ log: LifecycleLog, width: Int = 200, height: Int = 150
    ) throws -> (HeadlessScreen, LoggingController) {
        let screen = try HeadlessScreen(width: width, height: height)
        let root = LoggingController("A", log: log)
        root.view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        screen.window.rootViewController = root
        screen.runFrame()
        log.clear()
        root.flags = []
        return (screen, root)
    }

    @Test func fullScreenPresentAndDismissFollowUIKitsOrder() throws {
        let log = LifecycleLog()
        let (screen, root) = try presenterOnScreen(log)
        let modal = LoggingController("B", log: log)
        modal.modalPresentationStyle = .fullScreen
        var completions = 0
        root.present(modal, animated: true) { completions += 1 }
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        #expect(log.withoutLayout == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
        screen.advance(by: 1)
        #expect(
            log.withoutLayout == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"
            ])
        #expect(modal.flags == ["willAppear:presented", "didAppear:presented"])
        #expect(completions == 1 && root.view.window == nil && modal.view.frame == screen.window.bounds)
        log.clear()
        modal.dismiss(animated: true) { completions += 1 }
        screen.advance(by: 1)
        #expect(
            log.withoutLayout == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(modal.flags.suffix(2) == ["willDisappear:dismissed", "didDisappear:dismissed"])
        #expect(completions == 2 && root.view.window === screen.window && modal.view.window == nil)
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
    }

    @Test func overFullScreenKeepsThePresenterVisible() throws {
        let log = LifecycleLog()
        let (screen, root) = try presenterOnScreen(log)
        let modal = LoggingController("B", log: log)
        modal.modalPresentationStyle = .overFullScreen
        root.present(modal, animated: false)
        #expect(log.withoutLayout == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(!root.view.isHidden)
        root.dismiss(animated: false)
        #expect(log.withoutLayout.suffix(2) == ["B.viewWillDisappear", "B.viewDidDisappear"])
        _ = screen
    }

    @Test func sheetIsACentredCardOverADimmedBackgroundOnLargeWindows() throws {
        let log = LifecycleLog()
        let (screen, root) = try presenterOnScreen(log, width: 800, height: 600)
        let sheet = LoggingController("B", log: log)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        screen.advance(by: 1)
        #expect(sheet.view.frame == CGRect(x: 130, y: 40, width: 540, height: 520))
        #expect(
            abs((sheet.presentationController?.dimmingView?.alpha ?? 0) - UIPresentationController.dimmingAlpha) < 0.001
        )
        #expect(!root.view.isHidden && !log.entries.contains("A.viewWillDisappear"))
        let small = try presenterOnScreen(LifecycleLog(), width: 300, height: 200)
        let compact = UIViewController()
        small.1.present(compact, animated: false)
        #expect(compact.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func badPresentationsAreLoggedAndIgnored() throws {
        let log = LifecycleLog()
        let (screen, root) = try presenterOnScreen(log)
        let first = UIViewController()
        root.present(first, animated: true)
        SDLViewsLog.clear()
        root.present(UIViewController(), animated: true)
        #expect(SDLViewsLog.messages.last?.contains("while a presentation is in progress") == true)
        screen.advance(by: 1)
        root.present(UIViewController(), animated: true)
        #expect(SDLViewsLog.messages.last?.contains("which is already presenting") == true)
        var ran = false
        first.presentedViewController?.dismiss(animated: false)
        UIViewController().dismiss(animated: false) { ran = true }
        #expect(SDLViewsLog.messages.last?.contains("nothing is presented") == true && ran)
        let detached = UIViewController()
        detached.present(UIViewController(), animated: false)
        #expect(SDLViewsLog.messages.last?.contains("not in the window hierarchy") == true)
        #expect(root.presentedViewController === first)
    }

    @Test(arguments: [
        (UIModalTransitionStyle.coverVertical, "cover-vertical"), (.crossDissolve, "cross-dissolve"),
        (.flipHorizontal, "flip-horizontal"), (.partialCurl, "partial-curl")
    ])
    func goldenMidTransition(style: UIModalTransitionStyle, name: String) throws {
        let (screen, root) = try presenterOnScreen(LifecycleLog(), width: 160, height: 120)
        let modal = UIViewController()
        modal.view.backgroundColor = UIColor(red: 0.9, green: 0.5, blue: 0.2, alpha: 1)
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 120, height: 30))
        label.text = "Paused"
        modal.view.addSubview(label)
        modal.modalPresentationStyle = .fullScreen
        modal.modalTransitionStyle = style
        root.present(modal, animated: true)
        screen.runFrame()
        screen.advance(by: ModalTransitionAnimator.duration(for: style) * 0.4)
        expectGolden(screen, "present-mid-\(name)")
    }

    @Test func goldenMidSheet() throws {
        let (screen, root) = try presenterOnScreen(LifecycleLog(), width: 640, height: 520)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        sheet.view.layer.cornerRadius = 12
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        screen.runFrame()
        screen.advance(by: 0.2)
        expectGolden(screen, "present-mid-page-sheet")
    }
}

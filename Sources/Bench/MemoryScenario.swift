import Foundation
import SDLViews

/// memory: resident bytes per plain UIView (with its CALayer and its place in
/// a superview) at 100,000 views, and the texture cache staying within its
/// budget while a 10,000-label grid scrolls past.
struct MemoryScenario: Scenario {
    static let name = "memory"
    static let summary =
        "bytes per plain UIView at 100,000 views (resident memory via /proc/self/statm); texture cache within budget"

    static let viewCount = 100_000
    static let scrollLabels = 10_000
    static let targetBytesPerView = 2_048.0

    func run(in context: BenchContext) throws -> [BenchResult] {
        var rows = viewRows(in: context)
        // A budget of several pages (what a product would set) is the target;
        // one below a single page shows the floor the page size imposes.
        rows.append(try textureRow(budget: 16 << 20, target: true, in: context))
        rows.append(try textureRow(budget: 1 << 20, target: false, in: context))
        return rows
    }

    /// Views are built outside any window (no textures, no compositing).
    private func viewRows(in context: BenchContext) -> [BenchResult] {
        let n = context.size(Self.viewCount)
        ProcessMemory.trim()
        let rssBefore = ProcessMemory.residentBytes() ?? 0
        var grid: MenuGrid? = MenuGrid(kind: .plain, count: n)
        let rssAfter = ProcessMemory.residentBytes() ?? 0
        let sanity = grid?.container.subviews.count ?? 0
        let sample = grid?.cells.last
        let viewBlock = sample.flatMap { ProcessMemory.blockSize(of: $0) } ?? 0
        let layerBlock = sample.flatMap { ProcessMemory.blockSize(of: $0.layer) } ?? 0
        grid = nil
        let perViewRSS = Double(rssAfter - rssBefore) / Double(n)
        let objects = Double(viewBlock + layerBlock)
        let target = "< 2 KiB"
        var rss = BenchResult(
            scenario: Self.name, name: "plain UIView (resident)", n: n, unit: "B/view",
            stats: Stats(single: perViewRSS),
            ratio: perViewRSS / Self.targetBytesPerView, ratioTo: "2 KiB",
            note:
                "resident \(mib(rssBefore)) → \(mib(rssAfter)) MiB for \(sanity.formatted) subviews of one container (view + layer + subview/sublayer slots)"
        )
        rss.setTarget(target, limit: 1, strict: true)
        let heap = BenchResult(
            scenario: Self.name, name: "UIView+CALayer objects", n: 1, unit: "B/view",
            stats: Stats(single: objects),
            ratio: objects / Self.targetBytesPerView, ratioTo: "2 KiB",
            note:
                "cross-check: heap blocks of one view (\(viewBlock) B) and its layer (\(layerBlock) B), malloc_usable_size; "
                + "the rest of the resident figure is arrays, allocator overhead and side allocations")
        return [rss, heap]
    }

    /// A 10,000-label grid (about 28 MB of label pixels) scrolled a screen per
    /// frame under `budget`: after each frame the cache may hold the budget plus
    /// what that frame drew, rounded up to whole atlas pages (small images live
    /// in shared pages, which are the unit the cache can free).
    private func textureRow(budget: Int, target: Bool, in context: BenchContext) throws -> BenchResult {
        let window = try context.window()
        let savedBudget = window.benchTextureBudgetBytes
        window.benchTextureBudgetBytes = budget
        defer { window.benchTextureBudgetBytes = savedBudget }
        let labels = context.size(Self.scrollLabels)
        let grid = try GridBench.installGrid(.labels, count: labels, in: context)
        defer { grid.remove() }
        let scale = window.benchPixelScale
        let page = max(1, window.benchTexturePageBytes)
        let bytesPerLabel =
            Int((MenuGrid.viewSize.width * scale).rounded(.up) * (MenuGrid.viewSize.height * scale).rounded(.up)) * 4
        let pages = Int((MenuGrid.frame(of: labels - 1).maxY / 700).rounded(.up))
        let frames = context.quick ? pages : 3 * pages
        var inUse: [Double] = []
        var worst = 0.0, peak = 0, peakCount = 0
        for frame in 0..<frames {
            grid.container.frame = CGRect(x: 0, y: -700 * CGFloat(frame % pages), width: 1280, height: 720)
            window.runFrame()
            let bytes = window.benchTextureBytesInUse
            let drawn = window.lastCompositeStatistics.layersDrawn * bytesPerLabel
            let allowed = budget + (drawn + page - 1) / page * page
            inUse.append(Double(bytes) / 1_048_576)
            worst = max(worst, Double(bytes) / Double(allowed))
            if bytes > peak { peak = bytes; peakCount = window.benchTextureCount }
        }
        var row = BenchResult(
            scenario: Self.name, name: "texture cache, \(mib(budget)) MiB budget", n: labels, unit: "MiB",
            stats: Stats(inUse), ratio: worst, ratioTo: "budget + frame",
            note: "\(frames) frames scrolling \(pages) screens; peak \(mib(peak)) MiB in \(peakCount) textures "
                + "(default budget \(mib(savedBudget)) MiB, page \(mib(page)) MiB); ratio = worst (bytes in use) / "
                + "(budget + bytes drawn that frame rounded up to whole pages)")
        if target { row.setTarget("≤ 1×", limit: 1) }
        return row
    }

    private func mib(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
}

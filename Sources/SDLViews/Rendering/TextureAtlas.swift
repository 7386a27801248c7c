import Foundation
internal import CSDL

/// Shared textures that small layer contents (labels, icons) are packed into,
/// so consecutive layers draw from one texture and batch into one
/// `SDL_RenderGeometry` call instead of switching textures per layer (each
/// switch is a separate call, and costs most on GPU renderers).
///
/// Pages are 1024×1024, packed in shelves with a 1-pixel gutter on every side
/// of each slot that repeats the slot's edge pixels, so linear filtering at an
/// image's edge reads the edge itself (clamp to edge, as a texture of its own
/// does) instead of a neighbour or transparent texels. A released slot is reused by the next image of the
/// same size (labels that change text keep their size). Each page keeps a white
/// block at its origin: untextured quads sample it, so backgrounds batch with
/// the contents around them.
@MainActor
final class TextureAtlas {
    nonisolated static let pageSide: Int32 = 1024
    /// Images up to this size go into the atlas; larger ones get their own texture.
    nonisolated static let maxSlotWidth: Int32 = 256
    nonisolated static let maxSlotHeight: Int32 = 128
    nonisolated static let gutter: Int32 = 1
    nonisolated static let whiteSide: Int32 = 4

    struct Slot: Equatable {
        let page: Int
        let rect: SDL_Rect
        static func == (a: Slot, b: Slot) -> Bool {
            a.page == b.page && a.rect.x == b.rect.x && a.rect.y == b.rect.y && a.rect.w == b.rect.w
                && a.rect.h == b.rect.h
        }
    }

    final class Page {
        let texture: OpaquePointer
        var shelves: [(y: Int32, height: Int32, nextX: Int32)] = []
        var nextShelfY: Int32 = TextureAtlas.whiteSide
        var freeSlots: [SizeKey: [SDL_Rect]] = [:]
        var liveSlots = 0
        init(texture: OpaquePointer) { self.texture = texture }
    }

    struct SizeKey: Hashable { let w: Int32; let h: Int32 }

    private let renderer: OpaquePointer
    @exclusivity(unchecked) private(set) var pages: [Page?] = []
    /// The texture coordinate of each page's white block, by texture.
    @exclusivity(unchecked) private(set) var whiteTexels: [OpaquePointer: SDL_FPoint] = [:]

    init(renderer: OpaquePointer) { self.renderer = renderer }

    static func fits(width: Int, height: Int) -> Bool { width <= maxSlotWidth && height <= maxSlotHeight }

    static var pageBytes: Int { Int(pageSide) * Int(pageSide) * 4 }

    var pageCount: Int { pages.compactMap { $0 }.count }

    func texture(of slot: Slot) -> OpaquePointer? { pages[slot.page]?.texture }

    /// The slot's texture coordinates (unit square of the page).
    static func uv(of rect: SDL_Rect) -> CGRect {
        let side = CGFloat(pageSide)
        return CGRect(
            x: CGFloat(rect.x) / side, y: CGFloat(rect.y) / side, width: CGFloat(rect.w) / side,
            height: CGFloat(rect.h) / side)
    }

    func allocate(width: Int32, height: Int32) -> Slot? {
        let key = SizeKey(w: width, h: height)
        for (index, page) in pages.enumerated() {
            guard let page else { continue }
            if let rect = page.freeSlots[key]?.popLast() ?? place(key, in: page) {
                page.liveSlots += 1
                return Slot(page: index, rect: rect)
            }
        }
        guard let index = addPage(), let page = pages[index], let rect = place(key, in: page) else { return nil }
        page.liveSlots += 1
        return Slot(page: index, rect: rect)
    }

    /// Gives the slot back; an empty page is destroyed. Returns true if a page went.
    @discardableResult
    func release(_ slot: Slot) -> Bool {
        guard let page = pages[slot.page] else { return false }
        page.freeSlots[SizeKey(w: slot.rect.w, h: slot.rect.h), default: []].append(slot.rect)
        page.liveSlots -= 1
        guard page.liveSlots == 0 else { return false }
        destroy(pageAt: slot.page)
        return true
    }

    func upload(_ image: CGImage, to slot: Slot) {
        let whole = SDL_Rect(x: 0, y: 0, w: slot.rect.w, h: slot.rect.h)
        image.pixels.withUnsafeBytes { upload($0, rowBytes: image.bytesPerRow, rect: whole, to: slot) }
    }

    /// Writes `bytes` (rows of `rowBytes`) over `rect` of the slot (slot
    /// coordinates), and the gutter beside every slot edge `rect` touches.
    func upload(_ bytes: UnsafeRawBufferPointer, rowBytes: Int, rect: SDL_Rect, to slot: Slot) {
        guard let texture = texture(of: slot), let base = bytes.baseAddress else { return }
        var target = SDL_Rect(x: slot.rect.x + rect.x, y: slot.rect.y + rect.y, w: rect.w, h: rect.h)
        _ = SDL_UpdateTexture(texture, &target, base, Int32(rowBytes))
        for piece in gutterPieces(of: rect, in: slot) {
            var pixels = [UInt8](repeating: 0, count: Int(piece.w) * Int(piece.h) * 4)
            for y in 0..<Int(piece.h) {
                for x in 0..<Int(piece.w) {
                    let sx = min(max(Int(piece.x - slot.rect.x) + x, Int(rect.x)), Int(rect.x + rect.w) - 1)
                    let sy = min(max(Int(piece.y - slot.rect.y) + y, Int(rect.y)), Int(rect.y + rect.h) - 1)
                    let from = (sy - Int(rect.y)) * rowBytes + (sx - Int(rect.x)) * 4
                    for c in 0..<4 { pixels[(y * Int(piece.w) + x) * 4 + c] = bytes[from + c] }
                }
            }
            var to = piece
            pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, &to, $0.baseAddress, to.w * 4) }
        }
    }

    /// The gutter rectangles (page coordinates) next to the slot edges that
    /// `rect` (slot coordinates) touches, corners included.
    private func gutterPieces(of rect: SDL_Rect, in slot: Slot) -> [SDL_Rect] {
        let g = TextureAtlas.gutter
        let left = rect.x == 0, right = rect.x + rect.w == slot.rect.w
        let top = rect.y == 0, bottom = rect.y + rect.h == slot.rect.h
        let x0 = slot.rect.x + rect.x - (left ? g : 0), x1 = slot.rect.x + rect.x + rect.w + (right ? g : 0)
        let y0 = slot.rect.y + rect.y, y1 = slot.rect.y + rect.y + rect.h
        var pieces: [SDL_Rect] = []
        if top { pieces.append(SDL_Rect(x: x0, y: y0 - g, w: x1 - x0, h: g)) }
        if bottom { pieces.append(SDL_Rect(x: x0, y: y1, w: x1 - x0, h: g)) }
        if left { pieces.append(SDL_Rect(x: x0, y: y0, w: g, h: rect.h)) }
        if right { pieces.append(SDL_Rect(x: x1 - g, y: y0, w: g, h: rect.h)) }
        return pieces
    }

    func removeAll() {
        for index in pages.indices where pages[index] != nil { destroy(pageAt: index) }
        pages.removeAll()
    }

    // MARK: Packing

    private func place(_ key: SizeKey, in page: Page) -> SDL_Rect? {
        let g = TextureAtlas.gutter
        let w = key.w + 2 * g, h = key.h + 2 * g
        for i in page.shelves.indices
        where page.shelves[i].height >= h && page.shelves[i].height <= h + h / 2
            && page.shelves[i].nextX + w <= TextureAtlas.pageSide
        {
            let x = page.shelves[i].nextX
            page.shelves[i].nextX += w
            return SDL_Rect(x: x + g, y: page.shelves[i].y + g, w: key.w, h: key.h)
        }
        guard page.nextShelfY + h <= TextureAtlas.pageSide else { return nil }
        let y = page.nextShelfY
        page.shelves.append((y, h, w))
        page.nextShelfY += h
        return SDL_Rect(x: g, y: y + g, w: key.w, h: key.h)
    }

    private func addPage() -> Int? {
        let side = TextureAtlas.pageSide
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), side, side)
        else {
            SDLViewsLog.error("could not create an atlas page: \(SDLRuntime.lastError)")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        var clear = [UInt8](repeating: 0, count: TextureAtlas.pageBytes)
        let white = TextureAtlas.whiteSide
        for y in 0..<Int(white) { for x in 0..<Int(white) * 4 { clear[y * Int(side) * 4 + x] = 255 } }
        clear.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, side * 4) }
        let half = Float(white) / 2 / Float(side)
        whiteTexels[texture] = SDL_FPoint(x: half, y: half)
        if let free = pages.firstIndex(where: { $0 == nil }) {
            pages[free] = Page(texture: texture)
            return free
        }
        pages.append(Page(texture: texture))
        return pages.count - 1
    }

    private func destroy(pageAt index: Int) {
        guard let page = pages[index] else { return }
        whiteTexels[page.texture] = nil
        RendererLifetime.destroy(page.texture, of: renderer)
        pages[index] = nil
    }
}

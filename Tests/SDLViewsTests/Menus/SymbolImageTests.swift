import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// `UIImage(systemName:)` and `UIImage.SymbolConfiguration`: names, sizes,
/// template rendering, tinting and the rasterization cache.
@MainActor
@Suite(.serialized) struct SymbolImageTests {
    private func opaquePixels(_ image: UIImage) -> Int {
        guard let cg = image.cgImage else { return 0 }
        return stride(from: 3, to: cg.pixels.count, by: 4).filter { cg.pixels[$0] > 0 }.count
    }

    @Test func systemNameGivesATemplateSymbolAtTheBodySize() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        _ = screen
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.isSymbolImage)
        #expect(star.renderingMode == .alwaysTemplate)
        let body = UIFont.preferredFont(forTextStyle: .body).pointSize
        #expect(star.size == CGSize(width: body, height: body))
        #expect(star.symbolConfiguration == UIImage.SymbolConfiguration.unspecified)
        #expect(opaquePixels(star) > 0)
    }

    @Test func unknownNamesGiveNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(cgImage: solidImage(2, 2, RGBA8(r: 1, g: 2, b: 3, a: 255))).isSymbolImage == false)
    }

    @Test func everyMappedNameDraws() {
        for name in SymbolCatalog.icons.keys.sorted() {
            let image = UIImage(systemName: name)
            #expect(image != nil, "\(name)")
            if let image { #expect(opaquePixels(image) > 0, "\(name) is blank") }
        }
        #expect(SymbolCatalog.icons.count >= 60)
    }

    @Test func pointSizeAndScaleSetTheSize() throws {
        let big = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(big.size == CGSize(width: 40, height: 40))
        let small = UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold, scale: .small))!
        let large = UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold, scale: .large))!
        #expect(small.size.width < big.size.width && big.size.width < large.size.width)
        let title = UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle))!
        let largeTitle = UIFont.preferredFont(forTextStyle: .largeTitle).pointSize
        #expect(title.size.width == largeTitle)
    }

    @Test func screenScaleSetsThePixels() throws {
        let screen = try HeadlessScreen(width: 40, height: 40, scale: 2)
        _ = screen
        let image = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 40)
        #expect(image.size == CGSize(width: 20, height: 20))
    }

    @Test func applyingLaysTheOtherConfigurationOver() {
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
        let merged = base.applying(UIImage.SymbolConfiguration(weight: .light))
        #expect(merged.pointSize == 30 && merged.weight == .light && merged.scale == .large)
        let styled = base.applying(UIImage.SymbolConfiguration(textStyle: .caption1))
        #expect(styled.textStyle == .caption1 && styled.pointSize == 0 && styled.weight == .bold)
        #expect(base.applying(nil) == base)
        #expect(base.configurationWithoutPointSizeAndWeight() == UIImage.SymbolConfiguration(scale: .large))
    }

    @Test func withConfigurationRedrawsSymbolsAndKeepsBitmaps() {
        let star = UIImage(systemName: "star")!
        let bigger = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 50))
        #expect(bigger.size == CGSize(width: 50, height: 50))
        #expect(bigger.renderingMode == .alwaysTemplate)
        let merged = bigger.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small))!
        #expect(merged.symbolConfiguration?.pointSize == 50 && merged.symbolConfiguration?.scale == .small)
        let bitmap = UIImage(cgImage: solidImage(3, 3, RGBA8(r: 9, g: 9, b: 9, a: 255)))
        #expect(bitmap.withConfiguration(UIImage.SymbolConfiguration(pointSize: 50)) === bitmap)
        #expect(bitmap.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 50)) == nil)
    }

    @Test func drawingTheSameSizeAgainRasterizesNothing() {
        let configuration = UIImage.SymbolConfiguration(pointSize: 23)
        let first = UIImage(systemName: "trash", withConfiguration: configuration)!
        let count = SymbolCatalog.cachedCount
        let second = UIImage(systemName: "trash", withConfiguration: configuration)!
        #expect(SymbolCatalog.cachedCount == count)
        #expect(first.cgImage === second.cgImage)
    }

    @Test func withTintColorDrawsInTheColourAsOriginal() throws {
        let red = try #require(UIImage(systemName: "plus")?.withTintColor(.red))
        #expect(red.renderingMode == .alwaysOriginal)
        #expect(red.isSymbolImage)
        let pixels = try #require(red.cgImage?.pixels)
        let opaque = try #require(stride(from: 0, to: pixels.count, by: 4).first { pixels[$0 + 3] == 255 })
        #expect(pixels[opaque + 2] == 255 && pixels[opaque + 1] == 0 && pixels[opaque] == 0)
    }

    @Test func imageViewsTintSymbolsWithTheirTintColor() throws {
        let view = UIImageView(image: UIImage(systemName: "checkmark"))
        view.tintColor = .green
        let contents = try #require(view.layer.contents as? CGImage)
        let opaque = try #require(stride(from: 0, to: contents.pixels.count, by: 4).first { contents.pixels[$0 + 3] == 255 })
        let green = UIColor.green.cgColor.rgba8
        #expect(contents.pixels[opaque + 1] == green.g && contents.pixels[opaque + 2] == green.r)
    }

    @Test func impossiblePointSizesAreLoggedAndUnspecified() {
        SDLViewsLog.clear()
        let configuration = UIImage.SymbolConfiguration(pointSize: .nan)
        #expect(configuration.pointSize == 0)
        #expect(SDLViewsLog.messages.contains { $0.contains("not a size") })
        #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: -.infinity)) != nil)
    }
}

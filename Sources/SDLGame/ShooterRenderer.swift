import CSDL
import Foundation

/// Draws a `ShooterWorld` with plain SDL calls, as the game's own code does:
/// a night sky, the targets as diamonds, the shots, the ship as a triangle.
/// `scale` maps the world's points to the target's pixels.
public enum ShooterRenderer {
    public static func draw(_ world: ShooterWorld, with renderer: OpaquePointer, scale: CGFloat = 1) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 12, 16, 34, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawColor(renderer, 60, 70, 110, 255)
        for i in 0..<40 {
            var star = SDL_Rect(
                x: Int32(CGFloat((i * 97) % 997) / 997 * world.size.width * scale),
                y: Int32(CGFloat((i * 61) % 613) / 613 * world.size.height * scale), w: 2, h: 2)
            SDL_RenderFillRect(renderer, &star)
        }
        for target in world.targets {
            diamond(
                at: target.position, radius: target.radius, color: SDL_Color(r: 235, g: 90, b: 80, a: 255),
                renderer: renderer, scale: scale)
        }
        SDL_SetRenderDrawColor(renderer, 255, 240, 140, 255)
        for shot in world.shots {
            var rect = SDL_Rect(
                x: Int32((shot.position.x - 2) * scale), y: Int32((shot.position.y - 2) * scale),
                w: Int32(4 * scale), h: Int32(4 * scale))
            SDL_RenderFillRect(renderer, &rect)
        }
        ship(at: world.player, renderer: renderer, scale: scale)
    }

    private static func vertex(_ x: CGFloat, _ y: CGFloat, _ color: SDL_Color, _ scale: CGFloat) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: Float(x * scale), y: Float(y * scale)), color: color,
            tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    private static func diamond(
        at p: CGPoint, radius r: CGFloat, color: SDL_Color, renderer: OpaquePointer, scale: CGFloat
    ) {
        let vertices = [
            vertex(p.x, p.y - r, color, scale), vertex(p.x + r, p.y, color, scale),
            vertex(p.x, p.y + r, color, scale), vertex(p.x - r, p.y, color, scale)
        ]
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    private static func ship(at p: CGPoint, renderer: OpaquePointer, scale: CGFloat) {
        let color = SDL_Color(r: 120, g: 220, b: 255, a: 255)
        let vertices = [
            vertex(p.x, p.y - 14, color, scale), vertex(p.x + 10, p.y + 10, color, scale),
            vertex(p.x - 10, p.y + 10, color, scale)
        ]
        SDL_RenderGeometry(renderer, nil, vertices, 3, nil, 0)
    }
}

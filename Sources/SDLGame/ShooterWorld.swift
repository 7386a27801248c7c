import Foundation

/// The game's state, with no SDL and no UI: a player ship moved by held
/// keys, targets drifting and bouncing off the edges, shots flying where the
/// player clicked, a score and the ship's health. Deterministic (its own
/// random sequence), so tests can drive it frame by frame.
public struct ShooterWorld: Sendable {
    public struct Target: Sendable {
        public var position: CGPoint
        public var velocity: CGPoint
        public var radius: CGFloat
    }

    public struct Shot: Sendable {
        public var position: CGPoint
        public var velocity: CGPoint
    }

    public var size: CGSize
    public var player: CGPoint
    public private(set) var targets: [Target] = []
    public private(set) var shots: [Shot] = []
    public private(set) var score = 0
    /// 0…1; a target touching the ship takes some away.
    public private(set) var health: Float = 1
    public private(set) var shotsFired = 0
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// Points per second.
    public static let playerSpeed: CGFloat = 180
    public static let shotSpeed: CGFloat = 420
    public static let targetCount = 6

    public init(size: CGSize) {
        self.size = size
        player = CGPoint(x: size.width / 2, y: size.height * 0.75)
        for _ in 0..<Self.targetCount { targets.append(makeTarget()) }
    }

    /// Moves everything by `dt` seconds; `direction` is the held keys' (each axis −1, 0 or 1).
    public mutating func step(by dt: CGFloat, direction: CGPoint) {
        player.x = min(max(0, player.x + direction.x * Self.playerSpeed * dt), size.width)
        player.y = min(max(0, player.y + direction.y * Self.playerSpeed * dt), size.height)
        for i in targets.indices { Self.drift(&targets[i], by: dt, in: size) }
        for i in shots.indices {
            shots[i].position.x += shots[i].velocity.x * dt
            shots[i].position.y += shots[i].velocity.y * dt
        }
        let field = CGRect(origin: .zero, size: size).insetBy(dx: -20, dy: -20)
        shots.removeAll { !field.contains($0.position) }
        resolveHits()
        resolveCollisions(dt: dt)
    }

    /// Fires a shot from the ship towards `point`.
    public mutating func fire(at point: CGPoint) {
        let dx = point.x - player.x, dy = point.y - player.y
        let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
        shots.append(
            Shot(
                position: player,
                velocity: CGPoint(x: dx / length * Self.shotSpeed, y: dy / length * Self.shotSpeed)))
        shotsFired += 1
    }

    private static func drift(_ target: inout Target, by dt: CGFloat, in size: CGSize) {
        target.position.x += target.velocity.x * dt
        target.position.y += target.velocity.y * dt
        if target.position.x < target.radius || target.position.x > size.width - target.radius {
            target.velocity.x = -target.velocity.x
        }
        if target.position.y < target.radius || target.position.y > size.height * 0.6 {
            target.velocity.y = -target.velocity.y
        }
    }

    private mutating func resolveHits() {
        var hit: Set<Int> = []
        let targets = self.targets
        shots.removeAll { shot in
            guard let index = targets.firstIndex(where: { Self.distance($0.position, shot.position) < $0.radius })
            else { return false }
            hit.insert(index)
            return true
        }
        for index in hit.sorted(by: >) {
            self.targets[index] = makeTarget()
            score += 10
        }
    }

    private mutating func resolveCollisions(dt: CGFloat) {
        for target in targets where Self.distance(target.position, player) < target.radius + 10 {
            health = max(0, health - Float(dt) * 0.5)
        }
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    private mutating func random() -> CGFloat {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return CGFloat(seed >> 11) / CGFloat(1 << 53)
    }

    private mutating func makeTarget() -> Target {
        let radius = 10 + random() * 10
        return Target(
            position: CGPoint(
                x: radius + random() * (size.width - 2 * radius), y: radius + random() * size.height * 0.4),
            velocity: CGPoint(x: (random() - 0.5) * 120, y: (random() - 0.5) * 60), radius: radius)
    }
}

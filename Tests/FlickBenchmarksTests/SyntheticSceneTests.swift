@testable import FlickBenchmarks
import FlickInput
@testable import FlickRuntime
import XCTest

final class SyntheticSceneTests: XCTestCase {
    func testSpringsFollowAHeldPointer() {
        let scene = SyntheticScene(count: 50, width: 400, height: 400)
        scene.deliver([ScriptedDrag.frame(time: 0, x: 300, y: 100)], at: 0)
        for frame in 0...180 { scene.advancePhysics(to: Double(frame) / 60) }
        scene.advanceAnimations(to: 3)
        scene.layout(at: 3)
        let list = scene.makeDisplayList(at: 3)
        XCTAssertEqual(list.count, 50, "all on screen")
        let centerX = list.map { $0.x + $0.width / 2 }.reduce(0, +) / 50
        let centerY = list.map { $0.y + $0.height / 2 }.reduce(0, +) / 50
        XCTAssertEqual(centerX, 300, accuracy: 15, "orbiting the pointer")
        XCTAssertEqual(centerY, 100, accuracy: 15)
    }

    func testDisplayListIsSortedBackToFrontAndCulled() {
        let scene = SyntheticScene(count: 300, width: 100, height: 80)
        scene.advancePhysics(to: 0)
        scene.advanceAnimations(to: 0)
        scene.layout(at: 0)
        let list = scene.makeDisplayList(at: 0)
        XCTAssertEqual(list.count, 300, "the initial grid fills the viewport")
        XCTAssertEqual(list.map(\.depth), list.map(\.depth).sorted())
        scene.layout(at: 0.5)
        XCTAssertNotEqual(list.map(\.rgb), scene.makeDisplayList(at: 0.5).map(\.rgb), "the order follows moving depths")
        for item in list { XCTAssertTrue((0.35...1).contains(item.opacity)) }
        scene.deliver([ScriptedDrag.frame(time: 0, x: -1000, y: -1000)], at: 0)
        scene.advancePhysics(to: 4)
        scene.layout(at: 4)
        XCTAssertTrue(scene.makeDisplayList(at: 4).isEmpty, "layers chasing an off-screen pointer are culled")
    }

    func testEaseInOutSolvesTheBezier() {
        XCTAssertEqual(SyntheticScene.easing, .easeInEaseOut)
        XCTAssertEqual(SyntheticScene.easing(0), 0, accuracy: 1e-6)
        XCTAssertEqual(SyntheticScene.easing(1), 1, accuracy: 1e-6)
        XCTAssertEqual(SyntheticScene.easing(0.5), 0.5, accuracy: 1e-6, "symmetric curve")
        XCTAssertEqual(SyntheticScene.easing(0.25), 1 - SyntheticScene.easing(0.75), accuracy: 1e-6)
        XCTAssertLessThan(SyntheticScene.easing(0.2), 0.2, "eases in")
        let samples = stride(from: 0.0, through: 1, by: 0.01).map { SyntheticScene.easing($0) }
        XCTAssertEqual(samples, samples.sorted(), "monotone")
    }

    func testRasterizerFillsAndBlends() {
        let rasterizer = SyntheticRasterizer(width: 8, height: 4)
        let opaque = SyntheticScene.Item(x: 1, y: 1, width: 2, height: 2, rgb: 0xFF0000, opacity: 1, depth: 0)
        let half = SyntheticScene.Item(x: 2, y: 1, width: 2, height: 1, rgb: 0x0000FF, opacity: 128.0 / 255, depth: 1)
        rasterizer.render([opaque, half], at: 0)
        XCTAssertEqual(rasterizer.presentCount, 0)
        XCTAssertNil(rasterizer.present())
        let pixels = rasterizer.front
        XCTAssertEqual(pixels[1 * 8 + 1], 0xFF0000)
        XCTAssertEqual(pixels[2 * 8 + 2], 0xFF0000)
        XCTAssertEqual(pixels[0], SyntheticRasterizer.background)
        // Red under half blue: R = 255·127/255 = 127, B = 255·128/255 = 128.
        XCTAssertEqual(pixels[1 * 8 + 2], 0x7F0080)
        // Blue over background 0x101418: R = 16·127/255 = 7, G = 20·127/255 = 9, B = (24·127 + 255·128)/255 = 139.
        XCTAssertEqual(pixels[1 * 8 + 3], 0x07098B)
        XCTAssertEqual(pixels[3 * 8 + 1], SyntheticRasterizer.background, "clipped to the rectangle")
    }
}

final class SpringStepTests: XCTestCase {
    func testStepsFollowTheSpringsClosedForm() {
        let spring = SyntheticScene.spring
        let step = SpringStep(spring: spring, duration: SyntheticScene.physicsStep)
        // From 0 towards a goal at 1, at rest: exactly the unit spring, step after step.
        var state = (position: 0.0, velocity: 0.0)
        for n in 1...120 {
            state = step.advance(state.position, state.velocity, towards: 1)
            let time = Double(n) * SyntheticScene.physicsStep
            XCTAssertEqual(state.position, spring.position(at: time), accuracy: 1e-9)
            XCTAssertEqual(state.velocity, spring.velocity(at: time), accuracy: 1e-9)
        }
        // Released at the goal with a velocity, it swings out and comes back.
        var kicked = (position: 50.0, velocity: 400.0)
        for _ in 0..<24 { kicked = step.advance(kicked.position, kicked.velocity, towards: 50) }
        XCTAssertGreaterThan(kicked.position, 50)
        for _ in 0..<480 { kicked = step.advance(kicked.position, kicked.velocity, towards: 50) }
        XCTAssertEqual(kicked.position, 50, accuracy: 1e-3)
    }
}

/// The loop's late redraw step: carries out `LateRedrawPolicy`'s actions (looks, drains, draws
/// again, abandons at the cutoff).
extension FrameLoop {
    /// What a frame's late redraw did, with the real inputs it delivered.
    struct LateRedraw {
        var inputs: [Work.Input]
        var outcome: LateRedrawPolicy.Outcome
    }

    /// The phases a redraw runs again: the scene's steps after the input's delivery, and the render.
    private static var redrawnPhases: Set<FramePhase> { [.physics, .animation, .layout, .displayList, .render] }

    /// Late redraw step: carries out the late redraw policy's actions (`LateRedrawPolicy`): waits
    /// for each look, drains input (holding a lift and what follows it for the next frame unless
    /// `FrameScheduler.redrawTakesLift` takes it, and all of it when the policy holds it), and
    /// draws the frame again with what came. Closes the redraw phase (empty without one), and the
    /// second look's.
    func redrawLate(
        for plan: FrameScheduler.FramePlan, pacing: ActivityState.Pacing,
        timer: inout FramePhaseTimer
    ) -> LateRedraw? {
        let drawing = timer.spans.reduce(0) { Self.redrawnPhases.contains($1.phase) ? $0 + $1.duration : $0 }
        guard
            let (lead, key) = scheduler.redrawLead(
                pacing: pacing, canRedraw: canRedraw, key: { costKey }, frameCost: timer.mark - timer.start,
                drawingCost: drawing)
        else {
            timer.end(.redraw)
            return nil
        }
        // What drawing the frame again costs at the most, for a redraw's first question: what
        // its render, or one of its key's last frames, cost.
        let rendering = timer.spans.reduce(0) { $1.phase == .render ? $0 + $1.duration : $0 }
        let drawingBound = max(rendering, scheduler.recentCost(key: key) ?? 0)
        var action = scheduler.frameRendered(
            now: clock.now(), target: plan.target, lead: lead, key: key, drawingCost: drawing,
            drewNothing: isIdleFrame, step: { hints?.costStep(before: plan.target) })
        var late: [Work.Input] = []
        var begun = timer.mark
        while true {
            switch action {
            case .none:
                timer.end(.redraw)
                return nil
            case .hold:
                // Before any lift held: the input keeps its order.
                heldInputs = late + heldInputs
                timer.end(.redraw)
                return nil
            case .look(let start):
                clock.wait(until: start)
                timer.skipWait()
                begun = timer.mark
                action = scheduler.woke(at: begun)
                if action == .none {
                    log.trace("frame \(frameCount): woke \(begun - start) s late for its redraw; none")
                }
            case .drain:
                late = drainInputs(upTo: begun)
                // A touch lifting may run an action (a tab switch, an alert) that costs far more
                // than a redraw, before anything can be abandoned: it waits for the next frame,
                // unless what the step it may run cost before fits (`redrawTakesLift`).
                if let held = late.firstIndex(where: { !$0.liftsNoTouch }),
                    !scheduler.redrawTakesLift(
                        step: hints?.costStep(before: plan.target), now: clock.now(), target: plan.target)
                {
                    heldInputs = Array(late[held...])
                    late.removeSubrange(held...)
                }
                action = scheduler.drained(
                    inputCame: !late.isEmpty, heldLift: !heldInputs.isEmpty,
                    landedTouch: late.contains { !$0.landsNoTouch }, now: clock.now(),
                    key: { costKey }, step: { hints?.costStep(before: plan.target) })
                // Nothing came: the look's phase ends before the second look waits.
                if case .look = action { timer.end(.redraw) }
            case .redraw(let key, let cutoff):
                let drawn = drawAgain(
                    with: late, begun: begun, key: key, cutoff: cutoff, target: plan.target,
                    drawingBound: drawingBound, timer: &timer)
                return LateRedraw(inputs: late, outcome: scheduler.redrew(drawn))
            }
        }
    }

    /// Delivers `late` input (drained at `begun`), runs the scene's steps again and draws the
    /// frame again for `target`, abandoning the redraw at `cutoff`; not drawn when the input
    /// changed the scene's cost key from `key` (it started another activity). `drawingBound` is
    /// what drawing the frame again costs at the most, seconds. Closes the redraw phase.
    private func drawAgain(
        with late: [Work.Input], begun: Double, key: Int, cutoff: Double, target: Double,
        drawingBound: Double, timer: inout FramePhaseTimer
    ) -> LateRedrawPolicy.Outcome {
        work.deliver(withResampled(late, presentingAt: target), at: begun)
        // The input started another activity (a fold, a page turn, an animation): what it draws
        // first costs what no redraw of this key did, and one item of it can run past the
        // deadline before it can be abandoned. The next frame draws it, planned for it. Asked
        // after the delivery too, so a swipe that starts a fold (0.3 ms in its delivery, a redraw
        // begun 0.6 ms before its deadline) builds no display list the next frame builds again.
        func changedActivity() -> LateRedrawPolicy.Outcome {
            log.trace("frame \(frameCount): late input changed the activity; not redrawn")
            timer.end(.redraw)
            return LateRedrawPolicy.Outcome(key: key, cost: timer.mark - begun, drawn: false, changedActivity: true)
        }
        guard costKey == key else { return changedActivity() }
        // Never nil: nothing is skipped.
        let list = makeDisplayList(for: target, marking: { _ in })!
        guard costKey == key else { return changedActivity() }
        // Abandoned before an item when the longest step between two questions so far (an item
        // drawn) would end past the cutoff: one item must not carry the redraw over it. What runs
        // after the question that stopped it (the put-back, once the renderer saved pixels after
        // its first question) is measured for the cutoff. Before the save, what saving those
        // pixels and then putting them back (at the dearest rate), or drawing them (at the usual
        // one), would cost on this machine (`RedrawPixelCost`): the first item may be the
        // dearest, past any later question. The drawing is at most `drawingBound`: the rate is
        // learnt from every activity's redraws, and a page turn's perspective quads (18–29 ns a
        // saved pixel) priced the pinch fold after them at 13.3 ms for 473,248 pixels, where its
        // frames rendered in 3 ms. Its redraws were then abandoned before their save frame after
        // frame, each taught as a miss, and its looks came 13 ms before their deadlines for the
        // whole pinch: every input shown a frame late (the headless tour at 60 Hz, in two or three
        // of eight phases; measured by us).
        var previousQuestion: Double?
        var longestStep = 0.0
        var questions = 0
        var savedPixels = 0
        var drawingStart: Double?
        let drawn = renderer.redraw(list, at: target) { pixelsToSave in
            let now = clock.now()
            if let previousQuestion {
                longestStep = max(longestStep, now - previousQuestion)
                if questions == 1 && savedPixels > 0 {
                    redrawSaveCost.learn(seconds: now - previousQuestion, pixels: savedPixels)
                    drawingStart = now
                }
            }
            previousQuestion = now
            questions += 1
            guard pixelsToSave == 0 else {
                savedPixels = pixelsToSave
                let save = redrawSaveCost.estimate(pixels: pixelsToSave)
                let drawing = min(redrawDrawingCost.medianEstimate(pixels: pixelsToSave), drawingBound)
                let expected = save + max(save, drawing)
                guard now + expected >= cutoff else { return false }
                // Taught as what it expected to run: had it been taught only the key's recent
                // frames, the next redraws of the key would start on a lead too short for them.
                longestStep = max(longestStep, expected)
                return true
            }
            return now + longestStep >= cutoff
        }
        timer.end(.redraw)
        if drawn, let drawingStart { redrawDrawingCost.learn(seconds: timer.mark - drawingStart, pixels: savedPixels) }
        let putBack = !drawn && questions > 1 ? previousQuestion.map { timer.mark - $0 } : nil
        if !drawn {
            log.trace(
                """
                frame \(frameCount): late redraw abandoned at \(timer.mark) s, target \(target) s \
                (begun \(target - begun) s before it, longest step \(longestStep) s)
                """)
        }
        return LateRedrawPolicy.Outcome(
            key: key, cost: timer.mark - begun, drawn: drawn, longestStep: longestStep, putBack: putBack)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// What animation keeps per thread, as UIKit keeps it on the main thread: the animation blocks
/// being recorded (innermost last) and the groups whose completions are awaited (the run loop's
/// part). Kept in thread-local storage, so that windows on separate threads (tests in parallel)
/// never see each other's animations.
final class _AnimationThreadState {
    /// The blocks being recorded on this thread, innermost last.
    var recorders: [_AnimationRecorder] = []
    /// The groups in flight, in the order they started.
    var groups: [_AnimationGroup] = []

    /// How many recorders are open on all threads: the layout pass's one check. While it is 0,
    /// a frame change costs a load and a branch, and looks no further.
    static let openRecorders = Atomic<Int>(0)
    /// How many groups are in flight on all threads: `Window.flush()`'s one check.
    static let scheduledGroups = Atomic<Int>(0)

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<_AnimationThreadState>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<_AnimationThreadState>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(status == 0, "pthread_key_create failed (\(status)): the process is out of thread keys")
        return key
    }()

    /// This thread's state; nil when it has none and `creating` is false.
    static func current(creating: Bool) -> _AnimationThreadState? {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<_AnimationThreadState>.fromOpaque(pointer).takeUnretainedValue()
        }
        guard creating else { return nil }
        let state = _AnimationThreadState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    // MARK: Recording

    /// Runs `body` with a recorder open (or a recorder that records nothing, when `disabled`),
    /// and returns what it recorded.
    static func record(disabled: Bool = false, _ body: () -> Void) -> _AnimationRecorder {
        let state = current(creating: true)!
        let recorder = _AnimationRecorder(isDisabled: disabled)
        state.recorders.append(recorder)
        openRecorders.add(1, ordering: .relaxed)
        defer {
            openRecorders.subtract(1, ordering: .relaxed)
            state.recorders.removeLast()
        }
        body()
        return recorder
    }

    /// Runs `body` without recording its changes (`View.performWithoutAnimation`).
    static func withoutRecording(_ body: () -> Void) {
        guard openRecorders.load(ordering: .relaxed) != 0 else { return body() }
        _ = record(disabled: true, body)
    }

    /// The innermost recorder of this thread, if one records.
    static var activeRecorder: _AnimationRecorder? {
        guard let recorder = current(creating: false)?.recorders.last, !recorder.isDisabled else { return nil }
        return recorder
    }

    // MARK: The run loop's part

    /// Puts a group in this thread's run loop: its completions run at the turn it is due.
    static func schedule(_ group: _AnimationGroup) {
        guard !group.isScheduled else { return }
        group.isScheduled = true
        current(creating: true)!.groups.append(group)
        scheduledGroups.add(1, ordering: .relaxed)
    }

    /// Takes a group out of its thread's run loop.
    static func unschedule(_ group: _AnimationGroup) {
        guard group.isScheduled, let state = current(creating: false) else { return }
        group.isScheduled = false
        state.groups.removeAll { $0 === group }
        scheduledGroups.subtract(1, ordering: .relaxed)
    }

    /// The run loop's part of a turn: finishes the groups of this thread that are due, in the
    /// order they started (their completions run here).
    static func finishDueGroups() {
        guard scheduledGroups.load(ordering: .relaxed) != 0,
            let state = current(creating: false), !state.groups.isEmpty
        else { return }
        let due = state.groups.filter { $0.isDue(at: $0.now) }
        for group in due where group.isScheduled { group.finish(at: group.naturalEnd) }
    }
}

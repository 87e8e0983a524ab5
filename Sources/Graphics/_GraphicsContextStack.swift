#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The contexts made current on one thread, innermost last, kept in thread-local storage (a
/// POSIX key whose destructor releases the stack when its thread ends).
final class _GraphicsContextStack {
    var contexts: [any GraphicsContext] = []

    /// The key, made once for the process.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<_GraphicsContextStack>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<_GraphicsContextStack>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(status == 0, "pthread_key_create failed (\(status)): the process is out of thread keys")
        return key
    }()

    /// This thread's stack; nil when it has none and `creating` is false.
    static func forCurrentThread(creating: Bool) -> _GraphicsContextStack? {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<_GraphicsContextStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        guard creating else { return nil }
        let stack = _GraphicsContextStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}

import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The process's memory as the kernel and the allocator see it. glibc's
/// malloc.h functions are not in Swift's Glibc module, so they are looked up
/// at run time (and skipped where they do not exist).
enum ProcessMemory {
    /// Resident set size in bytes, from /proc/self/statm (second field, in pages).
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Gives free heap pages back to the kernel (glibc `malloc_trim(0)`), so a
    /// later resident-size difference counts new allocations, not reused free memory.
    static func trim() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = lookup("malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// The size of the heap block behind an object (glibc `malloc_usable_size`).
    static func blockSize(of object: AnyObject) -> Int? {
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        guard let symbol = lookup("malloc_usable_size") else { return nil }
        let pointer = Unmanaged.passUnretained(object).toOpaque()
        return unsafeBitCast(symbol, to: UsableSize.self)(pointer)
    }

    private static func lookup(_ name: String) -> UnsafeMutableRawPointer? {
        guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
        return dlsym(handle, name)
    }
}

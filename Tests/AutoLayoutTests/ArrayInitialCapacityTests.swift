@testable import AutoLayout
import Testing

/// `append(_:initialCapacity:)` gives an empty list room up front and then appends as usual.
struct ArrayInitialCapacityTests {
    @Test func theFirstAppendReservesTheRoom() {
        var list: [Int] = []
        list.append(1, initialCapacity: 8)
        #expect(list == [1])
        #expect(list.capacity >= 8)
        let capacity = list.capacity
        for k in 2...capacity { list.append(k, initialCapacity: 8) }
        #expect(list == Array(1...capacity))
        #expect(list.capacity == capacity)
    }

    @Test func aListWithRoomIsNotResized() {
        var list: [Int] = []
        list.reserveCapacity(100)
        let capacity = list.capacity
        list.append(7, initialCapacity: 8)
        #expect(list == [7] && list.capacity == capacity)
    }
}

import FlickScene

extension Bitmap {
    /// The largest difference of a colour channel (red, green or blue, 0…255) between this
    /// bitmap and `other`, of the same size, pixel by pixel.
    func largestChannelDifference(from other: Bitmap) -> Int {
        var largest = 0
        for y in 0..<height {
            for x in 0..<width {
                let p = self[x, y], q = other[x, y]
                largest = max(largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                              abs(Int(p.blue) - Int(q.blue)))
            }
        }
        return largest
    }
}

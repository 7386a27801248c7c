import Foundation

/// Prints a scenario's rows as an aligned text table.
enum ResultTable {
    static func render(_ results: [BenchResult]) -> String {
        let header = ["name", "N", "median", "p10", "p90", "unit", "ratio", "vs", "target"]
        var rows: [[String]] = [header]
        for r in results {
            rows.append([
                r.name, r.n.formatted, format(r.stats.median, unit: r.unit), format(r.stats.p10, unit: r.unit),
                format(r.stats.p90, unit: r.unit), r.unit,
                r.ratio.map { String(format: "%.3f×", $0) } ?? "-",
                r.ratioTo ?? "-",
                targetText(r)
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let rightAligned: Set<Int> = [1, 2, 3, 4, 6]
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }
            lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces)
            if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        let notes = results.compactMap { r in r.note.map { "  \(r.name) N=\(r.n): \($0)" } }
        if !notes.isEmpty { lines.append("notes:"); lines.append(contentsOf: notes) }
        return lines.joined(separator: "\n")
    }

    static func format(_ value: Double, unit: String) -> String {
        switch unit {
        case "ms":
            return value >= 100
                ? String(format: "%.1f", value)
                : value >= 0.01 ? String(format: "%.3f", value) : String(format: "%.5f", value)
        case "B", "B/view": return String(format: "%.0f", value)
        default: return String(format: "%.2f", value)
        }
    }

    private static func targetText(_ r: BenchResult) -> String {
        guard let target = r.target else { return "" }
        switch r.targetMet {
        case true?: return "\(target) met"
        case false?: return "\(target) NOT met"
        case nil: return target
        }
    }
}

extension Int {
    /// 10000 → "10,000".
    var formatted: String {
        let digits = String(Swift.abs(self))
        var out = ""
        for (i, ch) in digits.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return (self < 0 ? "-" : "") + String(out.reversed())
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

import Foundation

/// What a table needs to make a cell or header/footer view of a class it only
/// knows at run time (`register(_:forCellReuseIdentifier:)`): UIKit calls
/// `init(style:reuseIdentifier:)` dynamically, which Swift allows only
/// through a required initializer (see `UITableViewCell.init(_:)`).
public struct TableCellConstruction {
    let style: UITableViewCell.CellStyle
    let reuseIdentifier: String?
}

// The account area's shared sheets, in the order they cascade: account.css colours by status the
// chips whose shape money.css gives. The layout and each page import this before their own sheet,
// so a page's rules come after the area's in the built sheet whichever module the bundle puts first.
import '../../ui/money.css'
import './account.css'

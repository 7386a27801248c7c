#ifndef SDLVIEWS_CICU_SHIM_H
#define SDLVIEWS_CICU_SHIM_H
// ICU's C API names carry its version (ubrk_open is a macro for ubrk_open_72),
// which Swift cannot import: Swift calls ICU through CICUBreak, and this module
// only brings ICU's headers and libraries (pkg-config icu-uc) to that target.
#include <unicode/ubrk.h>
#endif

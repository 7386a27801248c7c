#ifndef SDLVIEWS_CFRIBIDI_SHIM_H
#define SDLVIEWS_CFRIBIDI_SHIM_H
#include <fribidi.h>

/* FriBidi's paragraph types and type tests are macros over masks, which Swift
   does not import; these wrappers give them to Swift as functions. */
static inline FriBidiParType sdlviews_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType sdlviews_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType sdlviews_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }
static inline int sdlviews_fribidi_is_explicit_or_bn(FriBidiCharType type) {
    return FRIBIDI_IS_EXPLICIT_OR_BN(type) ? 1 : 0;
}
#endif

#ifndef SDLVIEWS_CICUBREAK_H
#define SDLVIEWS_CICUBREAK_H

#include <stdint.h>

// The few calls of ICU's break iterators (ubrk) the text engine needs, and
// its plural rules (uplrules) for localized strings, under names Swift can
// import: ICU's own are macros that add its version.

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU UBreakIterator; not safe to use from two threads at once.
typedef struct SDLViewsBreakIterator SDLViewsBreakIterator;

typedef enum SDLViewsBreakKind {
    /// Line break opportunities (UAX #14, with dictionaries for Thai, Lao, Khmer, Burmese).
    SDLViewsBreakKindLine = 0,
    /// Extended grapheme clusters (UAX #29).
    SDLViewsBreakKindCharacter = 1,
    /// Word boundaries (UAX #29, with dictionaries for Thai, Lao, Khmer,
    /// Burmese, Chinese and Japanese).
    SDLViewsBreakKindWord = 2
} SDLViewsBreakKind;

/// Opens an iterator of `kind` for `locale` (an ICU or BCP 47 locale; "" is
/// the root locale); NULL when ICU cannot (missing data).
SDLViewsBreakIterator *sdlviews_break_open(SDLViewsBreakKind kind, const char *locale);

/// Finds the boundaries of the UTF-16 `text` after its start, in order (the
/// end of the text is the last), writing at most `capacity` of them to
/// `offsets` (UTF-16 offsets) and, when `statuses` is not NULL, ICU's rule
/// status of each (what ended the segment before it: UBRK_LINE_HARD for a
/// mandatory line break, UBRK_WORD_NONE for a segment that is no word).
/// Returns how many it wrote, or -1 when ICU fails. The iterator keeps no
/// pointer to `text`.
int32_t sdlviews_break_boundaries(
    SDLViewsBreakIterator *iterator, const uint16_t *text, int32_t length,
    int32_t *offsets, int32_t *statuses, int32_t capacity);

void sdlviews_break_close(SDLViewsBreakIterator *iterator);

/// Writes CLDR's plural category of `number` in `locale` ("zero", "one",
/// "two", "few", "many" or "other", from ICU's plural rules) to `keyword`,
/// NUL-terminated; returns its length, or -1 when ICU cannot tell.
int32_t sdlviews_plural_category(const char *locale, double number, char *keyword, int32_t capacity);

/// Why plural rules are unavailable, or NULL when they are. ICU's i18n library
/// (plural rules) is opened with dlopen on first use, not at start; the
/// environment variable SDLVIEWS_ICU_I18N_LIBRARY names another file to open.
const char *sdlviews_plural_unavailable_reason(void);

/// Opens `library` (NULL: ICU's i18n library) as plural rules would, without
/// using it: 1 when it has the calls, else 0 with why in `reason`.
int32_t sdlviews_plural_library_check(const char *library, char *reason, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif

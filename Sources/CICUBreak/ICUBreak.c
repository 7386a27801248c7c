#include "CICUBreak.h"

#include <unicode/ubrk.h>

/// What an iterator is left pointing at between calls, so it never holds a
/// caller's buffer after returning.
static const UChar emptyText[1] = {0};

SDLViewsBreakIterator *sdlviews_break_open(SDLViewsBreakKind kind, const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == SDLViewsBreakKindCharacter ? UBRK_CHARACTER
        : kind == SDLViewsBreakKindWord                            ? UBRK_WORD
                                                                   : UBRK_LINE;
    UBreakIterator *iterator = ubrk_open(type, locale, emptyText, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator != NULL) ubrk_close(iterator);
        return NULL;
    }
    return (SDLViewsBreakIterator *)iterator;
}

int32_t sdlviews_break_boundaries(
    SDLViewsBreakIterator *iterator, const uint16_t *text, int32_t length,
    int32_t *offsets, int32_t *statuses, int32_t capacity) {
    UBreakIterator *breaks = (UBreakIterator *)iterator;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaks, length > 0 ? (const UChar *)text : emptyText, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    ubrk_first(breaks);
    for (int32_t boundary = ubrk_next(breaks); boundary != UBRK_DONE && count < capacity;
         boundary = ubrk_next(breaks)) {
        offsets[count] = boundary;
        if (statuses != NULL) statuses[count] = ubrk_getRuleStatus(breaks);
        count += 1;
    }
    status = U_ZERO_ERROR;
    ubrk_setText(breaks, emptyText, 0, &status);
    return count;
}

void sdlviews_break_close(SDLViewsBreakIterator *iterator) {
    ubrk_close((UBreakIterator *)iterator);
}

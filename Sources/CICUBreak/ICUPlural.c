#include "CICUBreak.h"
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

int32_t sdlviews_plural_category(const char *locale, double number, char *keyword, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    UChar buffer[16];
    int32_t length = uplrules_select(rules, number, buffer, 16, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length <= 0 || length >= capacity) return -1;
    u_UCharsToChars(buffer, keyword, length);
    keyword[length] = 0;
    return length;
}

#include "CICUBreak.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

// ICU's plural rules live in its i18n library, which nothing else here needs:
// it is opened the first time a plural is chosen, not by the dynamic loader at
// start (its thousands of relocations cost every launch). ICU's names carry
// its version (uplrules_open is a macro for uplrules_open_72), so the names
// looked up are spelled by the same macros the headers use.

#define SDLVIEWS_STRING_(x) #x
#define SDLVIEWS_STRING(x) SDLVIEWS_STRING_(x)

/// The versioned file name of ICU's i18n library, as the headers' ICU names it.
#define SDLVIEWS_ICU_I18N_LIBRARY "libicui18n.so." SDLVIEWS_STRING(U_ICU_VERSION_MAJOR_NUM)

typedef struct PluralCalls {
    __typeof__(&uplrules_open) open;
    __typeof__(&uplrules_select) select;
    __typeof__(&uplrules_close) close;
} PluralCalls;

static PluralCalls calls;
static int callsLoaded = 0;
static char failure[512];
static pthread_once_t loadOnce = PTHREAD_ONCE_INIT;

/// Opens `library` and finds the three calls; 1 on success, else 0 with why in `reason`.
static int loadCalls(const char *library, PluralCalls *into, char *reason, size_t capacity) {
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *error = dlerror();
        snprintf(reason, capacity, "cannot open %s: %s", library, error ? error : "unknown error");
        return 0;
    }
    into->open = (__typeof__(&uplrules_open))dlsym(handle, SDLVIEWS_STRING(uplrules_open));
    into->select = (__typeof__(&uplrules_select))dlsym(handle, SDLVIEWS_STRING(uplrules_select));
    into->close = (__typeof__(&uplrules_close))dlsym(handle, SDLVIEWS_STRING(uplrules_close));
    if (into->open == NULL || into->select == NULL || into->close == NULL) {
        snprintf(reason, capacity, "%s has no %s (another ICU version?)", library, SDLVIEWS_STRING(uplrules_open));
        dlclose(handle);
        return 0;
    }
    return 1;
}

/// SDLVIEWS_ICU_I18N_LIBRARY names another file to open (a test of a missing library sets it).
static void loadOnceBody(void) {
    const char *override = getenv("SDLVIEWS_ICU_I18N_LIBRARY");
    const char *library = override != NULL && override[0] != 0 ? override : SDLVIEWS_ICU_I18N_LIBRARY;
    callsLoaded = loadCalls(library, &calls, failure, sizeof failure);
}

const char *sdlviews_plural_unavailable_reason(void) {
    pthread_once(&loadOnce, loadOnceBody);
    return callsLoaded ? NULL : failure;
}

int32_t sdlviews_plural_library_check(const char *library, char *reason, int32_t capacity) {
    PluralCalls found;
    char why[512] = {0};
    int loaded = loadCalls(library != NULL ? library : SDLVIEWS_ICU_I18N_LIBRARY, &found, why, sizeof why);
    if (reason != NULL && capacity > 0) snprintf(reason, (size_t)capacity, "%s", loaded ? "" : why);
    return loaded;
}

int32_t sdlviews_plural_category(const char *locale, double number, char *keyword, int32_t capacity) {
    if (sdlviews_plural_unavailable_reason() != NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = calls.open(locale, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    UChar buffer[16];
    int32_t length = calls.select(rules, number, buffer, 16, &status);
    calls.close(rules);
    if (U_FAILURE(status) || length <= 0 || length >= capacity) return -1;
    u_UCharsToChars(buffer, keyword, length);
    keyword[length] = 0;
    return length;
}

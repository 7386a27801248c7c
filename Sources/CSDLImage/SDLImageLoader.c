#include "CSDLImage.h"

#define SDL_MAIN_HANDLED 1
#include <SDL.h>
#include <SDL_image.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

_Static_assert(SDLViewsImageJPEG == IMG_INIT_JPG && SDLViewsImagePNG == IMG_INIT_PNG
                   && SDLViewsImageWebP == IMG_INIT_WEBP, "SDL_image's IMG_INIT_* flags changed");

/// The file name Debian's libsdl2-image-2.0-0 installs (SDL_image 2's ABI).
#define SDLVIEWS_SDL_IMAGE_LIBRARY "libSDL2_image-2.0.so.0"

typedef struct ImageCalls {
    __typeof__(&IMG_Init) init;
    __typeof__(&IMG_LoadTyped_RW) loadTyped;
    __typeof__(&IMG_LoadSizedSVG_RW) loadSizedSVG;
    __typeof__(&IMG_SaveJPG) saveJPG;
} ImageCalls;

static ImageCalls calls;
static int callsLoaded = 0;
static char failure[512];
static pthread_once_t loadOnce = PTHREAD_ONCE_INIT;

/// Opens `library` and finds every call; 1 on success, else 0 with why in `reason`.
static int loadCalls(const char *library, ImageCalls *into, char *reason, size_t capacity) {
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *error = dlerror();
        snprintf(reason, capacity, "cannot open %s: %s", library, error ? error : "unknown error");
        return 0;
    }
    into->init = (__typeof__(&IMG_Init))dlsym(handle, "IMG_Init");
    into->loadTyped = (__typeof__(&IMG_LoadTyped_RW))dlsym(handle, "IMG_LoadTyped_RW");
    into->loadSizedSVG = (__typeof__(&IMG_LoadSizedSVG_RW))dlsym(handle, "IMG_LoadSizedSVG_RW");
    into->saveJPG = (__typeof__(&IMG_SaveJPG))dlsym(handle, "IMG_SaveJPG");
    if (into->init == NULL || into->loadTyped == NULL || into->loadSizedSVG == NULL || into->saveJPG == NULL) {
        snprintf(reason, capacity, "%s lacks SDL_image 2.6's calls (IMG_LoadSizedSVG_RW, IMG_SaveJPG)", library);
        dlclose(handle);
        return 0;
    }
    return 1;
}

static void loadOnceBody(void) {
    const char *override = getenv("SDLVIEWS_SDL_IMAGE_LIBRARY");
    const char *library = override != NULL && override[0] != 0 ? override : SDLVIEWS_SDL_IMAGE_LIBRARY;
    callsLoaded = loadCalls(library, &calls, failure, sizeof failure);
}

const char *sdlviews_img_unavailable_reason(void) {
    pthread_once(&loadOnce, loadOnceBody);
    return callsLoaded ? NULL : failure;
}

int32_t sdlviews_img_library_check(const char *library, char *reason, int32_t capacity) {
    ImageCalls found;
    char why[512] = {0};
    int loaded = loadCalls(library != NULL ? library : SDLVIEWS_SDL_IMAGE_LIBRARY, &found, why, sizeof why);
    if (reason != NULL && capacity > 0) snprintf(reason, (size_t)capacity, "%s", loaded ? "" : why);
    return loaded;
}

/// 1 when the calls are there; else SDL's error says why.
static int available(void) {
    const char *reason = sdlviews_img_unavailable_reason();
    if (reason == NULL) return 1;
    SDL_SetError("SDL_image is unavailable: %s", reason);
    return 0;
}

int sdlviews_img_init(int flags) {
    return available() ? calls.init(flags) : 0;
}

void *sdlviews_img_load_typed_rw(void *src, int freesrc, const char *type) {
    if (available()) return calls.loadTyped((SDL_RWops *)src, freesrc, type);
    if (freesrc && src != NULL) SDL_RWclose((SDL_RWops *)src);
    SDL_SetError("SDL_image is unavailable: %s", sdlviews_img_unavailable_reason());
    return NULL;
}

void *sdlviews_img_load_sized_svg_rw(void *src, int width, int height) {
    return available() ? calls.loadSizedSVG((SDL_RWops *)src, width, height) : NULL;
}

int sdlviews_img_save_jpg(void *surface, const char *file, int quality) {
    return available() ? calls.saveJPG((SDL_Surface *)surface, file, quality) : -1;
}

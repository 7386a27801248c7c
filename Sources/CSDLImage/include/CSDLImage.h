#ifndef SDLVIEWS_CSDLIMAGE_H
#define SDLVIEWS_CSDLIMAGE_H

// SDL_image's calls SDLViews makes, through libSDL2_image opened with dlopen
// the first time an image is decoded or encoded: the dynamic loader does not
// load it and the codecs it needs (libtiff, libjpeg, libwebp, libLerc,
// libjbig, libdeflate) at start. When it cannot be opened the calls fail with
// the reason as SDL's error (SDL_GetError), as SDL_image's own failures do.
// The environment variable SDLVIEWS_SDL_IMAGE_LIBRARY names another file to
// open (a test of a missing library sets it).
//
// SDL's types travel as `void *` (SDL_RWops *, SDL_Surface *): this header
// includes no SDL header, so Swift sees SDL's types once, from CSDL.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// SDL_image's IMG_INIT_* flags (checked against SDL_image.h when this target builds).
enum {
    SDLViewsImageJPEG = 1,
    SDLViewsImagePNG = 2,
    SDLViewsImageWebP = 8
};

/// IMG_Init: the formats of `flags` that can be decoded (0 when SDL_image is missing).
int sdlviews_img_init(int flags);

/// IMG_LoadTyped_RW; NULL with SDL's error set when it fails or SDL_image is
/// missing (then `src` is still closed when `freesrc` is 1, as SDL_image would).
void *sdlviews_img_load_typed_rw(void *src, int freesrc, const char *type);

/// IMG_LoadSizedSVG_RW; NULL with SDL's error set.
void *sdlviews_img_load_sized_svg_rw(void *src, int width, int height);

/// IMG_SaveJPG; -1 with SDL's error set.
int sdlviews_img_save_jpg(void *surface, const char *file, int quality);

/// Why SDL_image is unavailable, or NULL when it is open (opening it if needed).
const char *sdlviews_img_unavailable_reason(void);

/// Opens `library` (NULL: SDL_image's) as the calls above would, without using
/// it: 1 when it has every call, else 0 with why in `reason`.
int32_t sdlviews_img_library_check(const char *library, char *reason, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif

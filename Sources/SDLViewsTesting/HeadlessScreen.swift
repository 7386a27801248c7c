import SDLViews

<?php

namespace App\Http;

use Illuminate\Foundation\Http\Kernel as HttpKernel;

// No middleware: a JSON API without sessions, cookies or CSRF (those would need their own stores).
class Kernel extends HttpKernel
{
    protected $middleware = [];
    protected $middlewareGroups = ['api' => []];
    protected $routeMiddleware = [];
}

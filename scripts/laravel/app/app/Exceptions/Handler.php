<?php

namespace App\Exceptions;

use Illuminate\Database\Eloquent\ModelNotFoundException;
use Illuminate\Foundation\Exceptions\Handler as ExceptionHandler;
use Illuminate\Http\JsonResponse;
use Throwable;

// Every error is JSON naming the exception: 404 for a missing model or route, else 500. No
// views in this app, so not even response()->json() (its factory wants the view service).
class Handler extends ExceptionHandler
{
    public function render($request, Throwable $e)
    {
        $status = $e instanceof ModelNotFoundException ? 404
            : (method_exists($e, 'getStatusCode') ? $e->getStatusCode() : 500);
        return new JsonResponse([
            'error' => get_class($e),
            'message' => $e->getMessage(),
            'at' => basename($e->getFile()) . ':' . $e->getLine(),
        ], $status);
    }
}

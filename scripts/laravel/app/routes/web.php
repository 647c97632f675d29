<?php

use App\Http\Controllers\ShopController;
use Illuminate\Support\Facades\Route;

Route::get('/migrate/up', [ShopController::class, 'migrateUp']);
Route::get('/migrate/down', [ShopController::class, 'migrateDown']);
Route::get('/seed', [ShopController::class, 'seed']);
Route::get('/users/{id}', [ShopController::class, 'user'])->whereNumber('id');
Route::get('/products/{id}', [ShopController::class, 'product'])->whereNumber('id');
Route::get('/quote', [ShopController::class, 'quote']);
Route::get('/pages/{page}', [ShopController::class, 'page'])->whereNumber('page');
Route::get('/chunk', [ShopController::class, 'chunk']);
Route::get('/cursor', [ShopController::class, 'cursor']);
Route::get('/lazy', [ShopController::class, 'lazy']);
Route::get('/orders/create', [ShopController::class, 'orderCreate']);
Route::get('/orders/fail', [ShopController::class, 'orderFail']);
Route::get('/orders/nested', [ShopController::class, 'orderNested']);
Route::get('/duplicate/{id}', [ShopController::class, 'duplicate'])->whereNumber('id');
Route::get('/pool', [ShopController::class, 'pool']);
Route::get('/connect', [ShopController::class, 'connect']);

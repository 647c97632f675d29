// The reference the PHP variants are compared against: the same endpoint in Go, database/sql
// with go-sql-driver/mysql and a pool of 20 connections, served directly by net/http (no
// nginx in front).
//
//	GET /user?id=N  ->  {"id":N,"name":"..."}   (404 unknown id, 400 bad id, 500 db error)
//
// Built offline by bench/run.sh with Debian's packages:
//
//	GO111MODULE=off GOPATH=/usr/share/gocode go build -o gobench bench/go/main.go
//
// interpolateParams=true in the DSN makes the driver send one COM_QUERY per request with the
// id inlined, the same wire work as PDO's default emulated prepares (without it the driver
// would prepare, execute and close a server-side statement: three round trips).
package main

import (
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	_ "github.com/go-sql-driver/mysql"
)

type user struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

func main() {
	listen := flag.String("listen", "127.0.0.1:8080", "address to listen on")
	dsn := flag.String("dsn", os.Getenv("BENCH_GO_DSN"),
		"go-sql-driver DSN, e.g. user:pw@tcp(127.0.0.1:3306)/bench?charset=utf8mb4&interpolateParams=true")
	maxConns := flag.Int("max-conns", 20, "SetMaxOpenConns and SetMaxIdleConns")
	flag.Parse()
	if *dsn == "" {
		log.Fatal("gobench: no -dsn (or BENCH_GO_DSN)")
	}

	db, err := sql.Open("mysql", *dsn)
	if err != nil {
		log.Fatalf("gobench: %v", err)
	}
	db.SetMaxOpenConns(*maxConns)
	db.SetMaxIdleConns(*maxConns)
	db.SetConnMaxLifetime(0)
	if err := db.Ping(); err != nil {
		log.Fatalf("gobench: ping: %v", err)
	}

	http.HandleFunc("/user", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		id, err := strconv.ParseInt(r.URL.Query().Get("id"), 10, 64)
		if err != nil || id < 1 {
			w.WriteHeader(http.StatusBadRequest)
			fmt.Fprintln(w, `{"error":"bad id"}`)
			return
		}
		var u user
		err = db.QueryRowContext(r.Context(), "SELECT id, name FROM users WHERE id = ?", id).Scan(&u.ID, &u.Name)
		switch {
		case err == sql.ErrNoRows:
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprintln(w, `{"error":"no such user"}`)
			return
		case err != nil && r.Context().Err() != nil:
			return // the client went away (wrk stopping): not a server error
		case err != nil:
			log.Printf("gobench: query: %v", err)
			w.WriteHeader(http.StatusInternalServerError)
			json.NewEncoder(w).Encode(map[string]string{"error": err.Error()})
			return
		case u.ID != id:
			log.Printf("gobench: asked for id %d, got row %d", id, u.ID)
			w.WriteHeader(http.StatusInternalServerError)
			fmt.Fprintln(w, `{"error":"wrong row"}`)
			return
		}
		json.NewEncoder(w).Encode(u)
	})

	srv := &http.Server{
		Addr:              *listen,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	log.Printf("gobench: listening on %s, pool %d connections", *listen, *maxConns)
	log.Fatal(srv.ListenAndServe())
}

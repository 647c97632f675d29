# A listener on a Unix socket that is not a mysqlpool manager: MODE "garbage" answers every
# connection with bytes that are no frame, "silent" accepts and says nothing, "oversize" sends a
# frame header announcing 1 GiB. Runs until killed.
import os, socket, struct, sys, threading, time

path, mode = sys.argv[1], sys.argv[2]
try:
    os.unlink(path)
except FileNotFoundError:
    pass
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
s.bind(path)
s.listen(8)

def serve(c):
    try:
        c.recv(64)
        if mode == "garbage":
            c.sendall(b"HTTP/1.1 200 OK\r\n\r\nnot a manager\n")
        elif mode == "oversize":
            c.sendall(struct.pack("=II", 102, 1 << 30))
        time.sleep(30)
    except OSError:
        pass
    finally:
        c.close()

while True:
    c, _ = s.accept()
    threading.Thread(target=serve, args=(c,), daemon=True).start()
